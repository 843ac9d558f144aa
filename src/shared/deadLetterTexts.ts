/**
 * The admin console's words for dead letters: emails, refunds and other work that follows a
 * change and that the outbox gave up on.
 */
export const deadLetterTexts = {
  tab: 'Dead letters',
  intro:
    'Emails, refunds and other follow-up work that failed for good. Retry one once its cause is fixed, or discard it.',
  empty: 'No dead letters: everything was delivered or is still being tried.',
  overviewLabel: 'Dead letters',
  overviewNote: 'failed for good',
  recipient: 'To',
  booking: 'Booking',
  attempts: (count: number) => `${count} attempt${count === 1 ? '' : 's'}`,
  failedOn: (when: string) => `Failed for good ${when}`,
  lastError: 'Last error',
  noError: 'No error was recorded.',
  retry: 'Retry',
  retrying: 'Retrying…',
  retryLabel: (type: string) => `Retry the ${type}`,
  retried: 'Put back in the queue: it is tried again now.',
  retryFailed: 'The dead letter could not be retried.',
  discard: 'Discard',
  discardLabel: (type: string) => `Discard the ${type}`,
  discardTitle: 'Discard this dead letter?',
  discardBody: 'It is not tried again. The note is kept in the audit log.',
  discardNoteLabel: 'Note (optional)',
  discarded: 'Discarded.',
  discardFailed: 'The dead letter could not be discarded.',
  /** Each kind of event in words; an unknown type shows as it is stored. */
  types: {
    'mail.send': 'email',
  } as Record<string, string>,
  errors: {
    notFound: 'Dead letter not found.',
    notDead: 'This event is not a dead letter: it was retried, discarded or delivered.',
  },
} as const;

/** The words for an event type: a known one in plain words, any other as stored. */
export function deadLetterTypeLabel(type: string): string {
  return deadLetterTexts.types[type] ?? type;
}

/** How the audit log names a dead letter: "email to dana@example.com", or its type. */
export function deadLetterLabel(type: string, recipient: string | null): string {
  const label = deadLetterTypeLabel(type);
  return recipient ? `${label} to ${recipient}` : label;
}
