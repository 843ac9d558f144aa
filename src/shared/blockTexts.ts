/**
 * What blocking says: the buttons, the settings list, the chat and booking notices and the
 * server's refusals. Only the pages that block or show a block need these.
 */
export const blockTexts = {
  block: 'Block user',
  unblock: 'Unblock user',
  confirmBlockTitle: (name: string) => `Block ${name}?`,
  confirmBlockBody:
    'Neither of you will be able to message the other or request a booking from the other. Your existing conversations stay readable. Booking requests still waiting between you are withdrawn. You can unblock them at any time in Account settings.',
  confirmBlock: 'Block',
  confirmUnblockTitle: (name: string) => `Unblock ${name}?`,
  confirmUnblockBody: 'You will be able to message each other and book from each other again.',
  confirmUnblock: 'Unblock',
  cancel: 'Cancel',
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  failed: 'That did not work. Please try again.',
  /** Settings. */
  pageTitle: 'Blocked people',
  intro:
    'People you blocked cannot message you or request your items, and you cannot message or book from them. Your conversations with them stay readable.',
  empty: 'You have not blocked anyone.',
  emptyHint: 'You can block someone from their profile.',
  loadFailed: 'The people you blocked could not be loaded.',
  retry: 'Try again',
  since: (date: string) => `Blocked since ${date}`,
  unblockAction: 'Unblock',
  unblockLabel: (name: string) => `Unblock ${name}`,
  /** Chat and booking notices. */
  chatBlockedByYou: 'You blocked this person, so you cannot send messages in this conversation.',
  chatBlockedByThem: 'You cannot send messages to this person.',
  manageBlocks: 'Manage blocked people',
  /** Beside a conversation in the inbox while a block stands. */
  blockedTag: 'Blocked',
  bookingBlockedByYou: 'You blocked the owner, so you cannot book this item.',
  bookingBlockedByThem: 'Booking this item is not possible.',
  /** The server's refusals. */
  cannotBlockYourself: 'You cannot block yourself.',
  userRequired: 'Say who to block.',
  userNotFound: 'User not found',
  messageRefused: 'You cannot message this person: one of you has blocked the other.',
  bookingRefused: 'You cannot book from this person: one of you has blocked the other.',
  /** The reason a renter's withdrawn request records: the block itself stays unsaid. */
  withdrawnReason: 'The request was withdrawn.',
  acceptRefused:
    'You cannot accept this request: one of you has blocked the other. You can still reject it.',
} as const;
