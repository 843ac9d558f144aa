/**
 * How long what only serves for a while is kept (the RETENTION_* settings). Nothing here is a
 * record anyone reads later: the ledger, the audit log, bookings, payments, notifications and
 * everything the account export or a receipt shows are never pruned.
 */
export interface RetentionSettings {
  /** Sent emails (the local mailbox's copies too), this many days after they went out. */
  sentEmailDays: number;
  /** Delivered and discarded outbox events, this many days after. */
  outboxEventDays: number;
  /**
   * Live events, this many hours after: a tab that reconnects later finds its cursor gone and
   * reads everything again, as it does after more than 500 missed events.
   */
  liveEventHours: number;
  /** Password-reset, verification and email-change links, this many days after use or expiry. */
  accountTokenDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  sentEmailDays: 90,
  outboxEventDays: 30,
  liveEventHours: 24,
  accountTokenDays: 7,
};

/** The prune runs this often in every process; each batch is taken by one of them. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
