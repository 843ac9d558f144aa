/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 2000;
/** How long the typing indicator stays after a keystroke. */
export const TYPING_INDICATOR_MS = 1000;
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages returned at most by one conversation read. */
export const CONVERSATION_PAGE_SIZE = 200;

/** The chat route's item segment for a conversation about no item: /chat/general. */
export const GENERAL_CHAT = 'general';

/** /chat/{itemId or general}?with={partnerId}. */
export function chatPath(itemId: string | null, partnerId: string): string {
  const topic = encodeURIComponent(itemId ?? GENERAL_CHAT);
  return `/chat/${topic}?with=${encodeURIComponent(partnerId)}`;
}

/** The item a chat route is about, or null for a general conversation. */
export function chatItemId(routeSegment: string | undefined): string | null {
  return !routeSegment || routeSegment === GENERAL_CHAT ? null : routeSegment;
}
