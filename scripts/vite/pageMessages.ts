/**
 * A quoted text that may be a message id, or the start of one that the code completes
 * (`` `bookings.status.${status}` ``, `'bookings.status.' + status`).
 */
const ID_LIKE = /['"`]([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]*?)(['"]|`|\$\{)/g;

/**
 * The message ids that code names, among `knownIds`: whole ids, and every id under a
 * prefix the code completes at run time.
 */
export function idsNamedIn(code: string, knownIds: readonly string[]): Set<string> {
  const known = new Set(knownIds);
  const named = new Set<string>();
  for (const [, text = '', end] of code.matchAll(ID_LIKE)) {
    if (known.has(text)) named.add(text);
    const completed = end === '${' || text.endsWith('.');
    if (!completed) continue;
    for (const id of knownIds) if (id.startsWith(text) && id !== text) named.add(id);
  }
  return named;
}
