import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asCents, toCents } from '../../../shared/money';
import type { ItemsReads } from './findPage';
import type { ItemRecord } from './repo';
import { createItemsService } from './service';

const record: ItemRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  ownerId: '00000000-0000-4000-8000-000000000002',
  title: 'Cordless drill',
  description: 'An 18 V drill with two batteries.',
  priceCents: toCents(12.5),
  duration: 'day',
  condition: 'Good',
  availability: 'Available',
  location: '12 Elm Street',
  city: 'Springfield',
  zipCode: '62701',
  categoryId: 1,
  categoryName: 'Tools & Equipment',
  imageUrls: [],
  status: 'active',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ownerFirstName: 'Sam',
  ownerLastName: 'Patel',
  ownerEmailVerifiedAt: null,
  latitude: 39.800544,
  longitude: -89.648894,
  timeZone: 'America/Chicago',
  minRentalDays: 2,
  maxRentalDays: null,
  minNoticeDays: 1,
  cancellationPolicy: 'flexible',
  depositCents: asCents(0),
  hiddenReason: null,
  ratingAverage: null,
  ratingCount: 0,
};

/** A repository that answers the item page read alone and counts the reads. */
function countingRepo() {
  const reads = { count: 0 };
  const repo: Pick<ItemsReads, 'findActiveById'> = {
    findActiveById: async () => {
      reads.count += 1;
      return record;
    },
  };
  // The service under test calls nothing else of the repository.
  return { repo: repo as ItemsReads, reads };
}

const announceChange = async () => undefined;
/** These tests delete nothing. */
const withdraw = async () => false;

describe('item pages in memory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are kept for minutes when every change is announced', async () => {
    const { repo, reads } = countingRepo();
    const items = createItemsService(repo, { now: () => new Date(), announceChange, withdraw });
    await items.get(record.id);
    vi.advanceTimersByTime(4 * 60_000);
    await items.get(record.id);
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(60_000);
    await items.get(record.id);
    expect(reads.count).toBe(2);
  });

  it('are kept for seconds when no change is heard', async () => {
    const { repo, reads } = countingRepo();
    const items = createItemsService(repo, { now: () => new Date(), withdraw });
    await items.get(record.id);
    vi.advanceTimersByTime(10_000);
    await items.get(record.id);
    expect(reads.count).toBe(2);
  });

  it('are dropped for the owner a change names, and no other', async () => {
    const { repo, reads } = countingRepo();
    const items = createItemsService(repo, { now: () => new Date(), announceChange, withdraw });
    await items.get(record.id);
    items.dropChanged({ kind: 'owner', ownerId: '00000000-0000-4000-8000-000000000009' });
    await items.get(record.id);
    expect(reads.count).toBe(1);
    items.dropChanged({ kind: 'owner', ownerId: record.ownerId });
    await items.get(record.id);
    expect(reads.count).toBe(2);
  });

  it('are dropped for the category a change names, and no other', async () => {
    const { repo, reads } = countingRepo();
    const items = createItemsService(repo, { now: () => new Date(), announceChange, withdraw });
    await items.get(record.id);
    items.dropChanged({ kind: 'category', categoryId: record.categoryId + 1 });
    await items.get(record.id);
    expect(reads.count).toBe(1);
    items.dropChanged({ kind: 'category', categoryId: record.categoryId });
    await items.get(record.id);
    expect(reads.count).toBe(2);
  });
});
