import type listings from './catalogs/en-US/listings.json';
import type places from './catalogs/en-US/places.json';

/** The source (English) catalogs by namespace: every other language has the same keys. */
type SourceCatalogs = {
  listings: typeof listings;
  places: typeof places;
};

export type Namespace = keyof SourceCatalogs;
export const NAMESPACES = ['listings', 'places'] as const satisfies readonly Namespace[];

/** `namespace.key` of every message: a misspelt or missing id fails the type check. */
export type MessageId = {
  [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}`;
}[Namespace];

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}
