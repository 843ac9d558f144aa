import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditLogSchema,
  adminAuditQuerySchema,
  adminBookingListSchema,
  adminBookingResponseSchema,
  adminBookingsQuerySchema,
  adminIdParamsSchema,
  adminListingListSchema,
  adminListingResponseSchema,
  adminListingsQuerySchema,
  adminNoteBodySchema,
  adminOverviewSchema,
  adminReasonBodySchema,
  adminReportDetailSchema,
  adminReportListSchema,
  adminReportResponseSchema,
  adminReportsQuerySchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  reportDecisionBodySchema,
} from '../../../shared/schemas/admin';
import {
  adminPayoutListSchema,
  adminPayoutResponseSchema,
  adminPayoutsQuerySchema,
} from '../../../shared/schemas/earnings';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { AdminService } from './service';

export interface AdminRoutesOptions {
  admin: AdminService;
}

/** Every route here is for administrators: others are refused before anything is read. */
const adminOnly = { auth: 'admin' } as const;

/** The admin console's API under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { admin }) => {
  app.get(
    '/admin/overview',
    { config: adminOnly, schema: { response: { 200: adminOverviewSchema } } },
    () => admin.overview(),
  );

  app.get(
    '/admin/users',
    {
      config: adminOnly,
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } },
    },
    (request) => admin.users(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: adminOnly,
      schema: { params: adminIdParamsSchema, response: { 200: adminUserDetailSchema } },
    },
    (request) => admin.user(wellFormedIdOr404(request.params.id, 'admin.userNotFound')),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminReasonBodySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await admin.suspend(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.userNotFound'),
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/users/:id/reinstate',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminNoteBodySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await admin.reinstate(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.userNotFound'),
        request.body.reason ?? '',
      ),
    }),
  );

  app.get(
    '/admin/listings',
    {
      config: adminOnly,
      schema: { querystring: adminListingsQuerySchema, response: { 200: adminListingListSchema } },
    },
    (request) => admin.listings(request.query),
  );

  app.post(
    '/admin/listings/:id/hide',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminReasonBodySchema,
        response: { 200: adminListingResponseSchema },
      },
    },
    async (request) => ({
      listing: await admin.hideListing(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.listingNotFound'),
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/listings/:id/unhide',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminNoteBodySchema,
        response: { 200: adminListingResponseSchema },
      },
    },
    async (request) => ({
      listing: await admin.unhideListing(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.listingNotFound'),
        request.body.reason ?? '',
      ),
    }),
  );

  app.get(
    '/admin/bookings',
    {
      config: adminOnly,
      schema: { querystring: adminBookingsQuerySchema, response: { 200: adminBookingListSchema } },
    },
    (request) => admin.bookings(request.query),
  );

  app.get(
    '/admin/bookings/:id',
    {
      config: adminOnly,
      schema: { params: adminIdParamsSchema, response: { 200: adminBookingResponseSchema } },
    },
    async (request) => ({
      booking: await admin.booking(wellFormedIdOr404(request.params.id, 'admin.bookingNotFound')),
    }),
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminReasonBodySchema,
        response: { 200: adminBookingResponseSchema },
      },
    },
    async (request) => ({
      booking: await admin.cancelBooking(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.bookingNotFound'),
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/admin/reports',
    {
      config: adminOnly,
      schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportListSchema } },
    },
    (request) => admin.reports(request.query),
  );

  app.get(
    '/admin/reports/:id',
    {
      config: adminOnly,
      schema: { params: adminIdParamsSchema, response: { 200: adminReportDetailSchema } },
    },
    (request) => admin.report(wellFormedIdOr404(request.params.id, 'admin.reportNotFound')),
  );

  app.post(
    '/admin/reports/:id/decision',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: reportDecisionBodySchema,
        response: { 200: adminReportResponseSchema },
      },
    },
    async (request) => ({
      report: await admin.decideReport(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.reportNotFound'),
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/audit-log',
    {
      config: adminOnly,
      schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditLogSchema } },
    },
    (request) => admin.auditLog(request.query),
  );

  app.get(
    '/admin/payouts',
    {
      config: adminOnly,
      schema: { querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutListSchema } },
    },
    (request) => admin.payouts(request.query),
  );

  app.post(
    '/admin/payouts/:id/paid',
    {
      config: adminOnly,
      schema: {
        params: adminIdParamsSchema,
        body: adminNoteBodySchema,
        response: { 200: adminPayoutResponseSchema },
      },
    },
    async (request) => ({
      payout: await admin.markPayoutPaid(
        currentUserId(request),
        wellFormedIdOr404(request.params.id, 'admin.payoutNotFound'),
        request.body.reason,
      ),
    }),
  );
};
