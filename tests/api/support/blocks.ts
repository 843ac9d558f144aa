import type { App } from '../../../src/server/app';
import type { Block } from '../../../src/shared/schemas/availability';
import { bearer } from './users';

const blocksUrl = (itemId: string) => `/api/items/${itemId}/blocks`;

export function postBlock(
  app: App,
  token: string | undefined,
  itemId: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: blocksUrl(itemId),
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** Blocks the days through the API; fails the test unless the block is made (201). */
export async function block(
  app: App,
  token: string,
  itemId: string,
  fromDate: string,
  toDate: string,
  note = '',
): Promise<Block> {
  const response = await postBlock(app, token, itemId, { fromDate, toDate, note });
  if (response.statusCode !== 201) {
    throw new Error(`blocking failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ block: Block }>().block;
}

export function listBlocks(app: App, token: string | undefined, itemId: string) {
  return app.inject({ url: blocksUrl(itemId), headers: token ? bearer(token) : {} });
}

export function deleteBlock(app: App, token: string | undefined, itemId: string, blockId: string) {
  return app.inject({
    method: 'DELETE',
    url: `${blocksUrl(itemId)}/${blockId}`,
    headers: token ? bearer(token) : {},
  });
}
