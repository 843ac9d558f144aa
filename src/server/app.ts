import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { authRoutes } from './features/auth/routes';
import { categoriesRoutes } from './features/categories/routes';
import { healthRoutes } from './features/health/routes';
import { itemsRoutes } from './features/items/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { registerUploads } from './features/uploads/serve';
import { usersRoutes } from './features/users/routes';
import { authPlugin } from './plugins/auth';
import { registerErrorHandlers } from './plugins/errorHandler';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createServices, type Services } from './services';
import type { ImageStorage } from './storage/imageStorage';
import { registerWeb } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface AppDeps {
  db: Db;
  /** Where uploaded images are written; `uploadsDir` is the same folder, served at /uploads. */
  imageStorage: ImageStorage;
  uploadsDir: string;
  /** Folder of the built web app; the API alone is served when it is missing. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  authRateLimitPerMinute?: number;
  uploadRateLimitPerMinute?: number;
  sessionTtlMs?: number;
  /** Opens the Content-Security-Policy to Google Maps for the address autocomplete. */
  allowGoogleMaps?: boolean;
}

/** The one factory behind the production server and every API test. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  await registerSecurityHeaders(app, deps.allowGoogleMaps ?? false);
  await app.register(rateLimit, { global: false });

  const services = createServices(deps.db, { sessionTtlMs: deps.sessionTtlMs });
  app.decorate('services', services);
  await app.register(authPlugin, { sessions: services.sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: deps.db });
      await api.register(authRoutes, {
        services,
        rateLimitPerMinute: deps.authRateLimitPerMinute ?? 10,
      });
      await api.register(usersRoutes, { services });
      await api.register(categoriesRoutes, { db: deps.db });
      await api.register(itemsRoutes, { services });
      await api.register(uploadsRoutes, {
        imageStorage: deps.imageStorage,
        rateLimitPerMinute: deps.uploadRateLimitPerMinute ?? 60,
      });
    },
    { prefix: '/api' },
  );

  await registerUploads(app, deps.uploadsDir);
  await registerWeb(app, deps.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
