import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BOOKING_SWEEP_INTERVAL_MS } from '../shared/bookings';
import { type FeeSettings, percentToBasisPoints } from '../shared/fees';
import { toCents } from '../shared/money';
import {
  type BookingBounds,
  DEFAULT_BOOKING_BOUNDS,
  RENTAL_DAYS_LIMITS,
} from '../shared/rentalRules';
import type { MapTiles } from '../shared/schemas/maps';
import { DEFAULT_SIGN_IN_ACCOUNT_LIMIT } from './features/auth/signInThrottle';
import { DEFAULT_MAP_TILES, isTileUrl } from './features/maps';
import { DEFAULT_MAIL_FROM, type MailSettings } from './mail/settings';
import { marketplaceEnvSchema } from './marketplace';
import { DEFAULT_CLAIM_LEASE_MS, DEFAULT_MAX_ATTEMPTS } from './outbox/dispatcher';
import { DEFAULT_RETENTION, type RetentionSettings } from './retention/settings';
import type { ImageStorageSettings } from './storage';

/** A fee's percentage of the rental price: up to two decimals, 0 turns the fee off. */
const feePercent = (fallback: number) =>
  z.coerce
    .number()
    .min(0)
    .max(100)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'at most two decimals',
    )
    .default(fallback);
/** A fee's floor in dollars. */
const feeMinimum = (fallback: number) =>
  z.coerce
    .number()
    .min(0)
    .max(10_000)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'at most two decimals',
    )
    .default(fallback);

const booleanText = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => ['true', '1', 'on'].includes(value));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  /** Unset: on, except in production (demoDataDefaultOf). */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /** The demo's accounts have published passwords: production seeds them only when told so. */
  ALLOW_DEMO_DATA_IN_PRODUCTION: booleanText.default(false),
  PUBLIC_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  RENTER_SERVICE_FEE_PERCENT: feePercent(10),
  RENTER_SERVICE_FEE_MINIMUM: feeMinimum(1),
  OWNER_COMMISSION_PERCENT: feePercent(5),
  OWNER_COMMISSION_MINIMUM: feeMinimum(0),
  BOOKING_MAX_ADVANCE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_BOOKING_BOUNDS.maxAdvanceDays),
  BOOKING_MAX_RENTAL_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(RENTAL_DAYS_LIMITS.max)
    .default(DEFAULT_BOOKING_BOUNDS.maxRentalDays),
  VITE_GOOGLE_MAPS_KEY: z.string().min(1).optional(),
  /** Where the listings' map takes its pictures from (Leaflet's {z}/{x}/{y} form), and its credit. */
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrl, 'must be an http(s) address with {z}, {x} and {y} ({s} only first)')
    .default(DEFAULT_MAP_TILES.tileUrl),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default(DEFAULT_MAP_TILES.attribution),
  MAP_TILE_ATTRIBUTION_URL: z.url().default(DEFAULT_MAP_TILES.attributionUrl),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  DEV_MAILBOX: z.enum(['auto', 'off']).default('auto'),
  TRUST_PROXY: booleanText.default(false),
  /**
   * On a shutdown signal, how long /api/ready answers 503 while requests are still served, so a
   * proxy that polls it stops sending traffic before the port closes. Part of the 10 s shutdown.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5_000).default(0),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SIGN_IN_ACCOUNT_RATE_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_SIGN_IN_ACCOUNT_LIMIT.perAccount),
  SIGNUP_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SIGNUP_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESET_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  OUTBOX_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CLAIM_LEASE_MS / 1000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(DEFAULT_MAX_ATTEMPTS),
  RETENTION_SENT_EMAIL_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_RETENTION.sentEmailDays),
  RETENTION_OUTBOX_EVENT_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_RETENTION.outboxEventDays),
  RETENTION_LIVE_EVENT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_RETENTION.liveEventHours),
  RETENTION_ACCOUNT_TOKEN_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_RETENTION.accountTokenDays),
  CLOCK_SWEEP_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(BOOKING_SWEEP_INTERVAL_MS / 1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  TEST_CLOCK_HEADER: booleanText.default(false),
  SOURCE_MAPS: z.enum(['private', 'public']).default('private'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  ...marketplaceEnvSchema.shape,
});

/** The S3 settings that mean nothing without a bucket (S3_REGION has a default, so not it). */
const S3_SETTINGS_NEEDING_A_BUCKET = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

/**
 * Stripe sends payers back to links built from PUBLIC_URL; without it they would come from the
 * request's Host header, which a client chooses. The local provider keeps its relative links.
 * Test-only settings are accepted only where NODE_ENV says test, an allow-list: a deployment
 * that forgets to set NODE_ENV must not run them.
 */
const configSchema = envSchema
  .refine((env) => !env.STRIPE_SECRET_KEY || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'must be set when STRIPE_SECRET_KEY is set (the address payers return to)',
  })
  .refine((env) => env.NODE_ENV === 'test' || env.PASSWORD_HASH_COST === 'standard', {
    path: ['PASSWORD_HASH_COST'],
    message: 'cheap password hashing is only for NODE_ENV=test',
  })
  .refine((env) => env.NODE_ENV === 'test' || !env.TEST_CLOCK_HEADER, {
    path: ['TEST_CLOCK_HEADER'],
    message: 'a clock that requests can move is only for NODE_ENV=test',
  })
  // Anyone who has read the README could sign in as the demo administrator.
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' || env.DEMO_DATA !== 'on' || env.ALLOW_DEMO_DATA_IN_PRODUCTION,
    {
      path: ['DEMO_DATA'],
      message:
        'demo data in production seeds accounts with published passwords (the demo administrator among them); set ALLOW_DEMO_DATA_IN_PRODUCTION=true only for a public demo',
    },
  )
  // The demo's places are Springfield, Illinois's ZIP codes, which no other country's format takes.
  .refine((env) => env.DEMO_DATA !== 'on' || env.MARKETPLACE_COUNTRY === 'US', {
    path: ['DEMO_DATA'],
    message: 'the demo data is set in the US: DEMO_DATA=on needs MARKETPLACE_COUNTRY=US',
  })
  // A half-given S3 setup would otherwise store images on the local disk without a word.
  .refine((env) => env.S3_BUCKET || S3_SETTINGS_NEEDING_A_BUCKET.every((name) => !env[name]), {
    path: ['S3_BUCKET'],
    message: `must be set when any of ${S3_SETTINGS_NEEDING_A_BUCKET.join(', ')} is set`,
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
  });

export type Config = Omit<z.infer<typeof envSchema>, 'DEMO_DATA'> & {
  DEMO_DATA: 'on' | 'off';
  dataDir: string;
  webRoot: string;
};

/**
 * The built web app, found from this module rather than the working directory, so a server
 * started from anywhere (a data folder, a service manager) serves it. The compiled bundle
 * (dist/server/*.js) has it beside it in dist/web; the sources (src/server/*.ts, run by tsx or
 * the tests) use the project's dist/web.
 */
export function webRootOf(moduleUrl: string): string {
  const fromSources = moduleUrl.endsWith('.ts');
  return fileURLToPath(new URL(fromSources ? '../../dist/web' : '../web', moduleUrl));
}

/** Empty strings in .env files mean "not set", not "set to nothing". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The demo is on in development in the US, where its places are; off in production. */
const demoDataDefaultOf = (env: Pick<Config, 'NODE_ENV' | 'MARKETPLACE_COUNTRY'>) =>
  env.NODE_ENV !== 'production' && env.MARKETPLACE_COUNTRY === 'US' ? 'on' : 'off';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    DEMO_DATA: parsed.data.DEMO_DATA ?? demoDataDefaultOf(parsed.data),
    dataDir: resolve(parsed.data.DATA_DIR),
    webRoot: webRootOf(import.meta.url),
  };
}

/**
 * `npm run db:seed` asks for the demo by name, but in production the same published passwords
 * need the same explicit setting as a start with DEMO_DATA=on.
 */
export function refuseDemoDataWhereForbidden(config: Config): void {
  if (config.NODE_ENV === 'production' && !config.ALLOW_DEMO_DATA_IN_PRODUCTION) {
    throw new Error(
      'Refusing to seed demo data in production: its accounts have published passwords. Set ALLOW_DEMO_DATA_IN_PRODUCTION=true only for a public demo.',
    );
  }
}

/** The address emails link to: PUBLIC_URL, else this machine's port. */
export function siteUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The line logged at start for each address the server listens on. It leads with the site's
 * address, the one links in emails start with: a person who opened the bare listening address
 * (127.0.0.1 rather than localhost) would follow a mailed link into another origin, signed out.
 */
export function listenTextOf(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
): (address: string) => string {
  const site = siteUrlOf(config);
  return (address) => `Lendwell is at ${site} (listening on ${address})`;
}

/**
 * The local mailbox holds reset links: it shows all mail to administrators only (and each
 * person's own on the demo), never to a signed-out visitor. It is on only where no mail leaves
 * the machine (no SMTP_URL); never in production, and never when DEV_MAILBOX=off. NODE_ENV
 * alone cannot decide: it defaults to development.
 */
function devMailboxOf(config: Config): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production' && config.DEV_MAILBOX !== 'off';
}

/** How the server sends mail, and whether it shows the local mailbox, and to whom. */
export function mailSettingsOf(config: Config): MailSettings {
  const devMailbox = devMailboxOf(config);
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    siteUrl: siteUrlOf(config),
    devMailbox,
    ownMailForEveryone: devMailbox && config.DEMO_DATA === 'on',
  };
}

/**
 * Where uploaded images are stored: the S3 bucket when S3_BUCKET is set, else `localDirectory`
 * (DATA_DIR/uploads).
 */
export function imageStorageSettingsOf(
  config: Config,
  localDirectory = join(config.dataDir, 'uploads'),
): ImageStorageSettings {
  if (!config.S3_BUCKET) return { kind: 'local', directory: localDirectory };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    kind: 's3',
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

/** How long what expires is kept before the retention job deletes it. */
export function retentionSettingsOf(config: Config): RetentionSettings {
  return {
    sentEmailDays: config.RETENTION_SENT_EMAIL_DAYS,
    outboxEventDays: config.RETENTION_OUTBOX_EVENT_DAYS,
    liveEventHours: config.RETENTION_LIVE_EVENT_HOURS,
    accountTokenDays: config.RETENTION_ACCOUNT_TOKEN_DAYS,
  };
}

/** The marketplace's fees on every new booking. */
export function feeSettingsOf(config: Config): FeeSettings {
  return {
    renterServiceFee: {
      basisPoints: percentToBasisPoints(config.RENTER_SERVICE_FEE_PERCENT),
      minimumCents: toCents(config.RENTER_SERVICE_FEE_MINIMUM),
    },
    ownerCommission: {
      basisPoints: percentToBasisPoints(config.OWNER_COMMISSION_PERCENT),
      minimumCents: toCents(config.OWNER_COMMISSION_MINIMUM),
    },
  };
}

/** How far ahead and how long any rental may be. */
export function bookingBoundsOf(config: Config): BookingBounds {
  return {
    maxAdvanceDays: config.BOOKING_MAX_ADVANCE_DAYS,
    maxRentalDays: config.BOOKING_MAX_RENTAL_DAYS,
  };
}

/** The map's tile server and the credit it asks for. */
export function mapTilesOf(config: Config): MapTiles {
  return {
    tileUrl: config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
    attributionUrl: config.MAP_TILE_ATTRIBUTION_URL,
  };
}

/** Reads ./.env into process.env when present, without overriding variables already set. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
