import type { App } from '../../../src/server/app';
import type { SavedSearch, SavedSearchInput } from '../../../src/shared/schemas/savedSearches';
import { bearer } from './users';

export function postSavedSearch(app: App, token: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** Saves the search; fails the test unless it is answered 201. */
export async function saveSearch(
  app: App,
  token: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const response = await postSavedSearch(app, token, input);
  if (response.statusCode !== 201) {
    throw new Error(`saving a search failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ savedSearch: SavedSearch }>().savedSearch;
}

export async function savedSearchesOf(app: App, token: string): Promise<SavedSearch[]> {
  const response = await app.inject({ url: '/api/saved-searches', headers: bearer(token) });
  if (response.statusCode !== 200) {
    throw new Error(`listing saved searches failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ savedSearches: SavedSearch[] }>().savedSearches;
}
