import { z } from 'zod';
import { ADMIN_REASON_MAX_LENGTH, ADMIN_SEARCH_MAX_LENGTH } from '../admin';
import { BOOKING_STATUSES, PAYMENT_STATES } from '../bookings';
import { DURATIONS, ITEM_STATUSES } from '../items';
import {
  ADMIN_ACTIONS,
  AUDIT_TARGETS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '../moderation';
import { ROLES } from '../roles';
import { calendarDateSchema, timestampSchema } from './common';

/**
 * Why an administrator acts: required, trimmed, at most ADMIN_REASON_MAX_LENGTH characters (the
 * number `admin.reasonTooLong` names).
 */
export const adminReasonSchema = z
  .string({ error: 'admin.reasonRequired' })
  .trim()
  .min(1, 'admin.reasonRequired')
  .max(ADMIN_REASON_MAX_LENGTH, 'admin.reasonTooLong');

/** Suspending a user, hiding a listing, cancelling a booking: the reason is required. */
export const adminReasonBodySchema = z.object({ reason: adminReasonSchema });

/** Reinstating and unhiding undo a decision: a note is welcome, not required. */
export const adminNoteBodySchema = z.object({
  reason: z.string().trim().max(ADMIN_REASON_MAX_LENGTH, 'admin.reasonTooLong').optional(),
});

export const REPORT_OUTCOMES = ['resolved', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** POST /api/admin/reports/{id}/decision: the outcome and the note the reporter reads. */
export const reportDecisionBodySchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES, { error: 'admin.outcomeInvalid' }),
  note: adminReasonSchema,
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
export const pageField = z.coerce.number().int().min(1).max(10_000).default(1);
const searchField = z.preprocess(
  emptyAsMissing,
  z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
);

export const adminIdParamsSchema = z.object({ id: z.string() });

export const adminUsersQuerySchema = z.object({ search: searchField, page: pageField });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminListingsQuerySchema = z.object({
  search: searchField,
  status: z.preprocess(emptyAsMissing, z.enum(ITEM_STATUSES).optional()),
  page: pageField,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

export const adminBookingsQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(BOOKING_STATUSES).optional()),
  page: pageField,
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminReportsQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(REPORT_STATUSES).optional()),
  page: pageField,
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const adminAuditQuerySchema = z.object({ page: pageField });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** Where a list is: which page of how many rows. */
const pagingSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminPaging = z.infer<typeof pagingSchema>;

/** A person named in the console: the full name an administrator needs, with the id. */
const personSchema = z.object({ id: z.string(), name: z.string() });
export type AdminPerson = z.infer<typeof personSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  city: z.string(),
  emailVerified: z.boolean(),
  createdAt: timestampSchema,
  deleted: z.boolean(),
  suspendedAt: timestampSchema.nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: personSchema,
  city: z.string(),
  price: z.number(),
  duration: z.enum(DURATIONS),
  status: z.enum(ITEM_STATUSES),
  hiddenReason: z.string().nullable(),
  hiddenWithSuspension: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminBookingSchema = z.object({
  id: z.string(),
  item: z.object({ id: z.string(), title: z.string() }),
  renter: personSchema,
  owner: personSchema,
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  total: z.number(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATES),
  cancellationReason: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: personSchema,
  reportedUser: personSchema,
  resolutionNote: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
  resolvedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  /** The listing reported, by name: null for other targets and for a listing since deleted. */
  listing: z
    .object({ id: z.string(), title: z.string(), status: z.enum(ITEM_STATUSES) })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  item: z.object({ id: z.string(), title: z.string() }),
  reviewer: personSchema,
  owner: personSchema,
  rating: z.number().int(),
  text: z.string(),
  createdAt: timestampSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  admin: personSchema,
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  /** What the target is called now: a person's name, a listing's title, a report's reason. */
  targetLabel: z.string(),
  reason: z.string(),
  createdAt: timestampSchema,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/overview */
export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), suspended: z.number().int() }),
  listings: z.object({ live: z.number().int(), hidden: z.number().int() }),
  bookingsByState: z.object(
    Object.fromEntries(BOOKING_STATUSES.map((state) => [state, z.number().int()])) as Record<
      (typeof BOOKING_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  openReports: z.number().int(),
  /** Outbox events that failed for good and wait for an administrator. */
  deadLetters: z.number().int(),
  /** Damage claims the renter disputed, each waiting for an administrator's decision. */
  disputedClaims: z.number().int(),
  /** Owners' payouts requested and not yet paid. */
  payoutsDue: z.number().int(),
  /** Money captured and refunded in the current calendar month (UTC), in dollars. */
  money: z.object({ month: z.string(), taken: z.number(), refunded: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminUserListSchema = pagingSchema.extend({ users: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/users/{id}: the person and everything of theirs an administrator may weigh. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  listings: z.array(adminListingSchema),
  bookingsAsRenter: z.array(adminBookingSchema),
  bookingsAsOwner: z.array(adminBookingSchema),
  reportsAgainst: z.array(adminReportSchema),
  reportsBy: z.array(adminReportSchema),
  reviewsWritten: z.array(adminReviewSchema),
  reviewsReceived: z.array(adminReviewSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });

export const adminListingListSchema = pagingSchema.extend({
  listings: z.array(adminListingSchema),
});
export type AdminListingList = z.infer<typeof adminListingListSchema>;
export const adminListingResponseSchema = z.object({ listing: adminListingSchema });

export const adminBookingListSchema = pagingSchema.extend({
  bookings: z.array(adminBookingSchema),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;
export const adminBookingResponseSchema = z.object({ booking: adminBookingSchema });

export const adminReportListSchema = pagingSchema.extend({ reports: z.array(adminReportSchema) });
export type AdminReportList = z.infer<typeof adminReportListSchema>;

/** A report with what it is about: the listing, the person, or the message's words. */
export const adminReportDetailSchema = z.object({
  report: adminReportSchema,
  listing: adminListingSchema.nullable(),
  message: z.object({ text: z.string(), sentAt: timestampSchema }).nullable(),
  reportedUser: adminUserSchema,
});
export type AdminReportDetail = z.infer<typeof adminReportDetailSchema>;
export const adminReportResponseSchema = z.object({ report: adminReportSchema });

export const adminAuditLogSchema = pagingSchema.extend({ entries: z.array(adminAuditEntrySchema) });
export type AdminAuditLog = z.infer<typeof adminAuditLogSchema>;
