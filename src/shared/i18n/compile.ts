import type { Messages } from '@lingui/core';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import pseudolocalize from 'pseudolocale';

/** A catalog file as translators write it: keys to ICU MessageFormat messages. */
export type CatalogFile = Record<string, string>;

/** A third longer, as German or Spanish often are. */
const pseudoOptions = { extend: 0.3, extendCharacter: '~', prepend: '', append: '' } as const;

/**
 * One pair of brackets around a whole message, its arguments inside: a value at the end of a
 * message stays within it, and only text from no catalog is ever outside brackets.
 */
function bracketed(message: CompiledMessage): CompiledMessage {
  return ['[', ...message, ']'];
}

/**
 * A namespace's messages compiled to Lingui's form, keyed `namespace.key`: at build for the
 * browser (which then never downloads the ICU parser), at start-up on the server. The
 * pseudo-locale's are made from the source's, accenting and lengthening only the words, never
 * the ICU arguments, and bracketing each message once.
 */
export function compileCatalog(
  namespace: string,
  catalog: CatalogFile,
  options: { pseudo?: boolean } = {},
): Messages {
  const mapText = options.pseudo
    ? (text: string) => pseudolocalize(text, pseudoOptions)
    : undefined;
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [
      `${namespace}.${key}`,
      mapText ? bracketed(compileMessageOrThrow(message, mapText)) : compileMessageOrThrow(message),
    ]),
  );
}
