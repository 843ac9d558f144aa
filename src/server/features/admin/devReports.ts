import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTexts } from '../../../shared/adminTexts';
import { REPORT_REASONS } from '../../../shared/moderation';
import type { Db } from '../../db/client';
import { items, reports } from '../../db/schema';
import { notFound } from '../../errors';
import { currentUserId } from '../../plugins/auth';

const devReportSchema = z.object({
  itemId: z.string().uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000),
});

/**
 * Development and test servers only, like the mailbox: the caller reports a listing, so that
 * the admin console's journey has a report to work on before the reports feature
 * (POST /api/reports) is merged. Remove it once that route is here.
 */
export const devReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/dev/reports',
    {
      config: { auth: 'signed-in' },
      schema: { body: devReportSchema, response: { 201: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const [item] = await db
        .select({ ownerId: items.ownerId })
        .from(items)
        .where(eq(items.id, request.body.itemId));
      if (!item) throw notFound(adminTexts.errors.listingNotFound);
      const [row] = await db
        .insert(reports)
        .values({
          reporterId: currentUserId(request),
          targetType: 'listing',
          targetId: request.body.itemId,
          targetUserId: item.ownerId,
          reason: request.body.reason,
          details: request.body.details,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return reply.status(201).send({ id: row?.id ?? '' });
    },
  );
};
