/**
 * What the live stream (`GET /api/events`, Server-Sent Events) pushes to a signed-in tab. Each
 * event tells the tab which of its data changed; the tab reads the new state through the API,
 * so an event carries ids and counts, never more than its recipient may already see.
 */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'messages.read',
  'notification.created',
  'notifications.read',
  'booking.changed',
  /** A rental's deposit moved (held, released, captured) or its damage claim changed. */
  'deposit.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export type LivePayload = Record<string, string | number | boolean | null>;

export interface LiveEvent {
  /** Increasing per server; the stream's `id:` line, sent back as Last-Event-ID on reconnect. */
  id: string;
  type: LiveEventType;
  payload: LivePayload;
}
