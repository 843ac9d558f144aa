import { z } from 'zod';
import type { DeletionBlocker } from '../accountDeletion';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { CLAIM_STATUSES, DEPOSIT_MODES, DEPOSIT_STATUSES } from '../deposits';
import type { MessageId } from '../i18n/messageIds';
import { LEDGER_KINDS, PAYOUT_STATUSES } from '../ledger';
import { ROLES } from '../roles';
import { blockedPersonSchema } from './blocks';
import { calendarDateSchema, timestampSchema } from './common';
import { exemptFromPlainText } from './plainText';
import { reportSchema } from './reports';
import { REVIEW_TYPES } from './reviews';
import { savedSearchSchema } from './savedSearches';

/**
 * DELETE /api/account: the password confirms it is the person, not a session left open. Exempt
 * from the plain-text rule like the sign-in password, so an older password still confirms.
 */
export const deleteAccountSchema = exemptFromPlainText(
  z.object({
    password: z
      .string({ error: 'accountData.passwordRequired' })
      .min(1, 'accountData.passwordRequired')
      .max(PASSWORD_MAX_LENGTH),
  }),
  ['password'],
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The error code of a refused deletion, one per reason, so the page can tell them apart. */
export const DELETION_REFUSAL_CODES: Record<DeletionBlocker, string> = {
  pending: 'ACCOUNT_HAS_PENDING_REQUEST',
  confirmed_unfinished: 'ACCOUNT_HAS_ACTIVE_RENTAL',
  payment_unsettled: 'ACCOUNT_HAS_UNSETTLED_PAYMENT',
  deposit_unsettled: 'ACCOUNT_HAS_UNSETTLED_DEPOSIT',
  earnings_unpaid: 'ACCOUNT_HAS_UNPAID_EARNINGS',
};

export const DELETION_REFUSAL_MESSAGES: Record<DeletionBlocker, MessageId> = {
  pending: 'accountData.refusedPending',
  confirmed_unfinished: 'accountData.refusedConfirmed',
  payment_unsettled: 'accountData.refusedPayment',
  deposit_unsettled: 'accountData.refusedDeposit',
  earnings_unpaid: 'accountData.refusedEarnings',
};

const exportedPayment = z.object({
  id: z.string(),
  provider: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
});

/** GET /api/account/export: everything the account holds, as one JSON file. */
export const accountExportSchema = z.object({
  exportedAt: timestampSchema,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    location: z.string(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ROLES),
    disclaimerAcceptedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
  }),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      priceCents: z.number().int(),
      duration: z.string(),
      condition: z.string(),
      availability: z.string(),
      location: z.string(),
      city: z.string(),
      zipCode: z.string(),
      categoryId: z.number().int(),
      imageUrls: z.array(z.string()),
      status: z.string(),
      createdAt: timestampSchema,
      updatedAt: timestampSchema,
      minRentalDays: z.number().int().nullable(),
      maxRentalDays: z.number().int().nullable(),
      minNoticeDays: z.number().int().nullable(),
      /** The owner's blocked dates, half-open, with their notes. */
      blocks: z.array(z.object({ fromDate: z.string(), toDate: z.string(), note: z.string() })),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['renter', 'owner']),
      itemId: z.string(),
      itemTitle: z.string(),
      renterId: z.string(),
      ownerId: z.string(),
      fromDate: calendarDateSchema,
      toDate: calendarDateSchema,
      totalCents: z.number().int(),
      status: z.string(),
      cancellationReason: z.string().nullable(),
      createdAt: timestampSchema,
      payments: z.array(exportedPayment),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['sent', 'received']),
      senderId: z.string(),
      receiverId: z.string(),
      itemId: z.string().nullable(),
      messageText: z.string(),
      createdAt: timestampSchema,
      readAt: timestampSchema.nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      /** Written by the person, or of them: as the item's owner, or as the renter. */
      role: z.enum(['reviewer', 'owner', 'renter']),
      type: z.enum(REVIEW_TYPES),
      itemId: z.string(),
      bookingId: z.string(),
      reviewerId: z.string(),
      ownerId: z.string(),
      subjectId: z.string(),
      /** Shown to everyone yet; the person's own reviews are in the file either way. */
      visible: z.boolean(),
      rating: z.number().int(),
      reviewText: z.string(),
      createdAt: timestampSchema,
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      category: z.string(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      linkPath: z.string(),
      bookingId: z.string().nullable(),
      readAt: timestampSchema.nullable(),
      createdAt: timestampSchema,
    }),
  ),
  savedSearches: z.array(savedSearchSchema),
  /** The reports the person filed, with their outcome; never reports about them. */
  reports: z.array(reportSchema),
  /** The people the person blocked; never who blocked them. */
  blockedPeople: z.array(blockedPersonSchema),
  /** The entries of the person's earnings account, as owner: credits positive, debits negative. */
  earnings: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(LEDGER_KINDS),
      amountCents: z.number().int(),
      bookingId: z.string().nullable(),
      payoutId: z.string().nullable(),
      availableAt: timestampSchema,
      createdAt: timestampSchema,
    }),
  ),
  /** The payouts the person asked for, and how they were paid. */
  payouts: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      method: z.enum(['local', 'stripe']),
      status: z.enum(PAYOUT_STATUSES),
      paidAt: timestampSchema.nullable(),
      createdAt: timestampSchema,
    }),
  ),
  /** The damage claims on the person's rentals: filed as the owner, or answered as the renter. */
  claims: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      role: z.enum(['owner', 'renter']),
      amountCents: z.number().int(),
      description: z.string(),
      photoUrls: z.array(z.string()),
      status: z.enum(CLAIM_STATUSES),
      disputeText: z.string().nullable(),
      respondBy: timestampSchema,
      decidedCents: z.number().int().nullable(),
      decisionNote: z.string().nullable(),
      answeredAt: timestampSchema.nullable(),
      decidedAt: timestampSchema.nullable(),
      createdAt: timestampSchema,
    }),
  ),
  /** The security deposits of the person's rentals, as the owner or as the renter. */
  deposits: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      role: z.enum(['owner', 'renter']),
      amountCents: z.number().int(),
      currency: z.string(),
      mode: z.enum(DEPOSIT_MODES),
      status: z.enum(DEPOSIT_STATUSES),
      capturedCents: z.number().int().nullable(),
      releaseAt: timestampSchema,
      settledAt: timestampSchema.nullable(),
      createdAt: timestampSchema,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The file name the archive is offered under. */
export function exportFileName(exportedAt: string): string {
  return `lendwell-my-data-${exportedAt.slice(0, 10)}.json`;
}
