import type { I18n } from '@lingui/core';
import { marketplaceWords } from './marketplaceWords';
import type { MessageId } from './messageIds';

const isMessageIdIn = (i18n: I18n, text: string): text is MessageId =>
  Object.hasOwn(i18n.messages, text);

/**
 * The words a reader sees for a text that may be a message id: a shared schema's message or a
 * refusal's, in `i18n`'s language; any other text as it came.
 */
export function wordsFor(i18n: I18n, text: string): string {
  return isMessageIdIn(i18n, text) ? i18n._(text, marketplaceWords(i18n.locale)) : text;
}
