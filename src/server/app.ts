import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import type { PasswordHashCost } from './features/auth/passwords';
import { authRoutes } from './features/auth/routes';
import { bookingsRoutes } from './features/bookings/routes';
import { categoriesRoutes } from './features/categories/routes';
import { healthRoutes } from './features/health/routes';
import { itemsRoutes } from './features/items/routes';
import { messagesRoutes } from './features/messages/routes';
import { paymentsRoutes } from './features/payments/routes';
import { reviewsRoutes } from './features/reviews/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { registerUploads } from './features/uploads/serve';
import { usersRoutes } from './features/users/routes';
import { createPaymentProvider } from './payments';
import type { StripeOptions } from './payments/stripe';
import { authPlugin } from './plugins/auth';
import { registerErrorHandlers } from './plugins/errorHandler';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createRequestClock } from './requestClock';
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
  /** Messages one account may send per minute. */
  messageRateLimitPerMinute?: number;
  sessionTtlMs?: number;
  /** PASSWORD_HASH_COST: 'test' makes new password hashes cheap (test servers only). */
  passwordHashCost?: PasswordHashCost;
  /** The clock of bookings and payments (default: the real one); tests move it. */
  now?: () => Date;
  /** Test servers only: a request may move its own clock (see requestClock.ts). */
  clockShiftHeader?: boolean;
  /** PUBLIC_URL: where payment providers send the payer back (default: the request's origin). */
  publicUrl?: string;
  /** Stripe Checkout when given; the built-in local checkout otherwise. */
  stripe?: StripeOptions;
  /** Card attempts per minute and address on the local checkout page. */
  localPayRateLimitPerMinute?: number;
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

  registerSecurityHeaders(app, deps.allowGoogleMaps ?? false);
  await app.register(rateLimit, { global: false });

  const requestClock = deps.clockShiftHeader ? createRequestClock() : undefined;
  requestClock?.install(app);
  const now = requestClock?.now ?? deps.now ?? (() => new Date());
  const services = createServices(deps.db, {
    sessionTtlMs: deps.sessionTtlMs,
    passwordHashCost: deps.passwordHashCost,
    now,
    paymentProvider: createPaymentProvider(deps.db, { stripe: deps.stripe, now }),
    log: app.log,
  });
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
      await api.register(messagesRoutes, {
        services,
        sendRateLimitPerMinute: deps.messageRateLimitPerMinute ?? 30,
      });
      await api.register(reviewsRoutes, { services });
      await api.register(bookingsRoutes, { services });
      await api.register(paymentsRoutes, {
        services,
        publicUrl: deps.publicUrl,
        localPayRateLimitPerMinute: deps.localPayRateLimitPerMinute ?? 20,
      });
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
