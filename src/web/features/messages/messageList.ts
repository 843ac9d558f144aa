import type { Message } from '../../../shared/schemas/messages';

/**
 * Joins an earlier run of messages and a later one, oldest first, without repeating any: a poll
 * that raced a send, or two overlapping polls, can deliver a message the list already holds.
 * Polled messages come after those shown; an older page comes before them.
 */
export function mergeMessages(earlier: readonly Message[], later: readonly Message[]): Message[] {
  const known = new Set(earlier.map((message) => message.id));
  const fresh = later.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  return fresh.length === 0 ? [...earlier] : [...earlier, ...fresh];
}

/** The cursor for the next poll: the newest message shown, or none before the first load. */
export function newestMessageId(shown: readonly Message[] | undefined): string | undefined {
  return shown?.at(-1)?.id;
}

/** A message on its way to the server, shown at once so the sender sees it go. */
export interface PendingMessage {
  /** Told apart on screen before the server has given it an id. */
  localId: number;
  text: string;
  /** The newest message shown when it was sent: its echo can only come after this one. */
  sentAfterId: string | undefined;
}

/**
 * Whether the pending bubble should still show. Once a poll has brought back the sender's own
 * message with the same text (before the send itself answered), showing both would duplicate it.
 */
export function isPendingStillUnseen(
  pending: PendingMessage,
  shown: readonly Message[],
  myId: string,
): boolean {
  const start = pending.sentAfterId
    ? shown.findIndex((message) => message.id === pending.sentAfterId) + 1
    : 0;
  return !shown
    .slice(start)
    .some((message) => message.senderId === myId && message.messageText === pending.text);
}
