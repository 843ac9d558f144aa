import type { Block } from '../../../shared/schemas/availability';
import type { ItemCalendarRow } from '../../db/schema';

export function toBlock(row: ItemCalendarRow): Block {
  return { id: row.id, fromDate: row.fromDate, toDate: row.toDate, note: row.note };
}
