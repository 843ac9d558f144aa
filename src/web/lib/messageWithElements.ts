import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageId } from '../../shared/i18n/messageIds';
import { i18n } from './i18n';

/** Stands around an element's name in the formatted text; no message or value holds it. */
const MARK = '\u0000';

/**
 * A whole sentence with elements inside it (a link, a name in bold) where its arguments stand:
 * the translation decides where they go, the page supplies them. Plain `values` are formatted
 * as in `i18n._`.
 */
export function messageWithElements(
  id: MessageId,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode {
  const marked = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  // Splitting on the marks leaves the texts at even places and the elements' names at odd ones.
  const parts = i18n
    ._(id, { ...values, ...marked })
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? elements[part] : part));
  return createElement(Fragment, null, ...parts);
}
