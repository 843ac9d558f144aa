import { z } from 'zod';
import {
  CLAIM_STATUSES,
  DEPOSIT_MODES,
  DEPOSIT_STATUSES,
  MAX_CLAIM_DESCRIPTION,
  MAX_CLAIM_PHOTOS,
  MAX_DECISION_NOTE,
  MAX_DISPUTE_TEXT,
} from '../deposits';
import type { MessageId } from '../i18n/messageIds';
import { UPLOADED_IMAGE_URL } from '../images';
import { largestAmount } from '../marketplace';
import { isWholeCents } from '../money';
import { timestampSchema } from './common';

/** Dollars with at most two decimals, from a form's text or a JSON number. */
/** An empty box or null is no amount at all, never $0. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const dollars = (message: MessageId, minimum: number) =>
  z.preprocess(blankAsMissing, z.coerce.number({ error: message })).pipe(
    z
      .number({ error: message })
      .min(minimum, message)
      .refine((amount) => amount <= largestAmount(), message)
      .refine(isWholeCents, message),
  );

export const depositSchema = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  mode: z.enum(DEPOSIT_MODES),
  /** Dollars held for the rental. */
  amount: z.number(),
  /** Dollars captured for damage, once decided; 0 when released whole. */
  captured: z.number().nullable(),
  /** Dollars given back, once decided. */
  released: z.number().nullable(),
  releaseAt: timestampSchema,
  /** Whether the caller (the owner) may file a damage claim now. */
  canClaim: z.boolean(),
  /**
   * Whether the caller (the owner) chooses now between cancelling the rental with a full refund
   * and keeping it without the deposit the card declined.
   */
  canKeepWithout: z.boolean(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const claimSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  amount: z.number(),
  description: z.string(),
  photoUrls: z.array(z.string()),
  status: z.enum(CLAIM_STATUSES),
  disputeText: z.string().nullable(),
  respondBy: timestampSchema,
  /** Dollars decided (accepted: the claimed amount). */
  decidedAmount: z.number().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: timestampSchema,
  /** Whether the caller (the renter) may accept or dispute it now. */
  canAnswer: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /api/bookings/{id}/deposit */
export const bookingDepositSchema = z.object({
  deposit: depositSchema.nullable(),
  claim: claimSchema.nullable(),
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

export const claimResponseSchema = z.object({ claim: claimSchema });

/** POST /api/bookings/{id}/claims */
export const claimInputSchema = z.object({
  amount: dollars('deposits.amountInvalid', 0.01),
  description: z
    .string({ error: 'deposits.descriptionRequired' })
    .trim()
    .min(1, 'deposits.descriptionRequired')
    .max(MAX_CLAIM_DESCRIPTION, 'deposits.descriptionTooLong'),
  photoUrls: z
    .array(z.string().regex(UPLOADED_IMAGE_URL, 'deposits.photoInvalid'), {
      error: 'deposits.photosRequired',
    })
    .min(1, 'deposits.photosRequired')
    .max(MAX_CLAIM_PHOTOS, 'deposits.tooManyPhotos'),
});
export type ClaimInput = z.infer<typeof claimInputSchema>;

/** POST /api/claims/{id}/dispute */
export const disputeInputSchema = z.object({
  text: z.string().trim().max(MAX_DISPUTE_TEXT, 'deposits.textTooLong').optional(),
});
export type DisputeInput = z.infer<typeof disputeInputSchema>;

/** POST /api/admin/claims/{id}/decide */
export const claimDecisionInputSchema = z.object({
  amount: dollars('deposits.decisionInvalid', 0),
  note: z
    .string({ error: 'deposits.noteRequired' })
    .trim()
    .min(1, 'deposits.noteRequired')
    .max(MAX_DECISION_NOTE, 'deposits.textTooLong'),
});
export type ClaimDecisionInput = z.infer<typeof claimDecisionInputSchema>;

export const claimIdParamsSchema = z.object({ id: z.string() });

export const adminClaimsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CLAIM_STATUSES).optional(),
  ),
});
export type AdminClaimsQuery = z.infer<typeof adminClaimsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const adminClaimSchema = claimSchema.omit({ canAnswer: true }).extend({
  itemTitle: z.string(),
  owner: personSchema,
  renter: personSchema,
  deposit: z.number(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

/** GET /api/admin/claims: the newest 100, disputed ones first. */
export const adminClaimListSchema = z.object({ claims: z.array(adminClaimSchema) });
export const adminClaimResponseSchema = z.object({ claim: adminClaimSchema });
