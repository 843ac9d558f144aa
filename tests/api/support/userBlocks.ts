import type { App } from '../../../src/server/app';
import type { BlockedPerson, BlockState } from '../../../src/shared/schemas/blocks';
import { bearer } from './users';

export function postBlock(app: App, token: string | undefined, userId: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/blocks',
    headers: token ? bearer(token) : {},
    payload: { userId },
  });
}

/** Blocks through the API; fails the test unless the block stands (201 or 200). */
export async function blockUser(app: App, token: string, userId: string): Promise<BlockedPerson> {
  const response = await postBlock(app, token, userId);
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`blocking failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ blocked: BlockedPerson }>().blocked;
}

export async function unblockUser(app: App, token: string, userId: string): Promise<void> {
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/blocks/${userId}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 204) {
    throw new Error(`unblocking failed with ${response.statusCode}: ${response.body}`);
  }
}

export async function blockedBy(app: App, token: string): Promise<BlockedPerson[]> {
  const response = await app.inject({ url: '/api/blocks', headers: bearer(token) });
  return response.json<{ blocked: BlockedPerson[] }>().blocked;
}

export async function blockStateWith(app: App, token: string, userId: string): Promise<BlockState> {
  const response = await app.inject({ url: `/api/blocks/with/${userId}`, headers: bearer(token) });
  if (response.statusCode !== 200) {
    throw new Error(`reading the block state failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<BlockState>();
}
