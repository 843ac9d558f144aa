import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicProfileResponseSchema } from '../../../shared/schemas/profiles';
import { wellFormedIdOr404 } from '../../errors';
import type { ProfilesService } from './service';

const userParams = z.object({ id: z.string() });

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/users/:id/profile',
    {
      config: { auth: 'public' },
      schema: { params: userParams, response: { 200: publicProfileResponseSchema } },
    },
    async (request) => ({
      profile: await profiles.get(wellFormedIdOr404(request.params.id, 'errors.userNotFound')),
    }),
  );
};
