import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/categories',
    { config: { auth: 'public' }, schema: { response: { 200: categoriesResponseSchema } } },
    async (_request, reply) => {
      const rows = await db.select().from(categories).orderBy(asc(categories.id));
      return reply.header('cache-control', 'public, max-age=300').send({ categories: rows });
    },
  );
};
