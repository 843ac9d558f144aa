/** How close to the bottom still counts as "at the bottom" (about one line of text). */
export const PINNED_THRESHOLD_PX = 48;

interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Whether the reader is at the bottom of the message list. Only then do new messages scroll
 * the list; someone reading older messages keeps their place.
 */
export function isPinnedToBottom(box: ScrollBox, threshold = PINNED_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
