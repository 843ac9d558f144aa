import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/errors';
import { healthSchema, readySchema } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import type { Drain } from '../../plugins/drain';
import { checkReadiness, readMigrationJournal, SHUTTING_DOWN } from './readiness';
import { readinessReporter } from './readinessLog';

export interface HealthRoutesOptions {
  db: Db;
  drain: Drain;
  migrationsFolder: string;
}

/** Longer than a healthy database ever takes to answer, shorter than a probe waits. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * Probes, asked every few seconds by proxies and orchestrators: only warnings are logged for
 * them, or their lines would bury every other request's.
 */
const PROBE_LOG_LEVEL = 'warn';

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const journal = await readMigrationJournal(options.migrationsFolder);
  const reportReadiness = readinessReporter(app.log);

  // Liveness: the process answers. The database is left out on purpose: when it is down, every
  // process would fail this alike, and an orchestrator restarting them all would fix nothing.
  app.get(
    '/health',
    {
      logLevel: PROBE_LOG_LEVEL,
      config: { auth: 'public' },
      schema: { response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: whether this process should be sent traffic now.
  app.get(
    '/ready',
    {
      logLevel: PROBE_LOG_LEVEL,
      config: { auth: 'public' },
      schema: { response: { 200: readySchema, 503: apiErrorSchema } },
    },
    async (_request, reply) => {
      const readiness = options.drain.draining
        ? SHUTTING_DOWN
        : await checkReadiness(options.db, journal, READINESS_TIMEOUT_MS);
      reportReadiness(readiness);
      if (readiness.ready) return { status: 'ready' as const };
      return reply.code(503).send({ error: readiness.message, code: readiness.code });
    },
  );
};
