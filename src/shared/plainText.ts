/**
 * Characters no text of ours may hold. NUL cannot be stored in a PostgreSQL text value at all
 * (the database refuses it), the other C0 controls and DEL are invisible and only ever arrive
 * by accident or by attack, and a lone UTF-16 surrogate is not a character: each encoder
 * silently replaces it. Tab, line feed and carriage return stay allowed everywhere: they are
 * what multi-line texts are made of, and a single-line field that holds one is still storable.
 * Such text is refused rather than stripped, so that what is stored is exactly what was sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function isPlainText(text: string): boolean {
  return !NOT_PLAIN_TEXT.test(text);
}

export type ValuePath = (string | number)[];

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): ValuePath {
  const path: ValuePath = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) {
    path.unshift(step.key);
  }
  return path;
}

/**
 * The path of the first string inside a JSON-like value that is not plain text, or undefined
 * when all are. Walked with a queue, not recursion, so that no nesting depth can overflow it.
 */
export function findNonPlainText(value: unknown): ValuePath | undefined {
  const pending: Visit[] = [{ value }];
  // An array iterator also visits the entries pushed while it runs: a breadth-first walk.
  for (const visit of pending) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isPlainText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((entry, key) => {
        pending.push({ value: entry, key, parent: visit });
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        pending.push({ value: entry, key, parent: visit });
      }
    }
  }
  return undefined;
}
