import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  feeSettingsOf,
  listenTextOf,
  loadConfig,
  mailSettingsOf,
  siteUrlOf,
  webRootOf,
} from './config';
import { DEFAULT_MAIL_FROM } from './mail/settings';
import { marketplaceOf } from './marketplace';

describe('loadConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      DEMO_DATA: 'on',
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_PER_MINUTE: 10,
      SIGNUP_RATE_LIMIT_PER_HOUR: 20,
      SIGNUP_EMAIL_RATE_LIMIT_PER_HOUR: 5,
      PASSWORD_RESET_RATE_LIMIT_PER_HOUR: 20,
      PASSWORD_RESET_EMAIL_RATE_LIMIT_PER_HOUR: 5,
      MESSAGE_RATE_LIMIT_PER_MINUTE: 30,
      OUTBOX_LEASE_SECONDS: 300,
      OUTBOX_MAX_ATTEMPTS: 20,
      CLOCK_SWEEP_INTERVAL_SECONDS: 60,
      PASSWORD_HASH_COST: 'standard',
      TEST_CLOCK_HEADER: false,
      MAIL_FROM: DEFAULT_MAIL_FROM,
      SOURCE_MAPS: 'private',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('drains for no time by default, and for at most 5 s, leaving the rest of the 10 s to close', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '2000' }).SHUTDOWN_DRAIN_MS).toBe(2000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5001' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('leaves demo data off in production, and refuses it there unless explicitly allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_DATA).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_DATA).toBe('on');
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' })).toThrow(
      /DEMO_DATA: .*published passwords.*ALLOW_DEMO_DATA_IN_PRODUCTION=true/,
    );
    const allowed = loadConfig({
      NODE_ENV: 'production',
      DEMO_DATA: 'on',
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
    });
    expect(allowed).toMatchObject({ DEMO_DATA: 'on', ALLOW_DEMO_DATA_IN_PRODUCTION: true });
    expect(loadConfig({}).ALLOW_DEMO_DATA_IN_PRODUCTION).toBe(false);
  });

  it('reads the marketplace’s country, with the currency and distances that follow from it', () => {
    const canada = loadConfig({ MARKETPLACE_COUNTRY: 'ca' });
    expect(canada).toMatchObject({ MARKETPLACE_COUNTRY: 'CA', DEMO_DATA: 'off' });
    expect(marketplaceOf(canada)).toMatchObject({
      country: 'CA',
      currency: 'CAD',
      currencyDigits: 2,
      distanceUnit: 'kilometer',
      postalCodePlaces: false,
      northAmericanPhones: true,
    });
    const yen = marketplaceOf(loadConfig({ MARKETPLACE_COUNTRY: 'JP' }));
    expect(yen).toMatchObject({ currency: 'JPY', currencyDigits: 0, northAmericanPhones: false });
    const inMiles = loadConfig({
      MARKETPLACE_COUNTRY: 'GB',
      MARKETPLACE_DISTANCE_UNIT: 'kilometer',
    });
    expect(marketplaceOf(inMiles).distanceUnit).toBe('kilometer');
    expect(marketplaceOf(loadConfig({ MARKETPLACE_COUNTRY: 'GB' })).distanceUnit).toBe('mile');
  });

  it('refuses an unknown country or currency, one the card provider counts otherwise, and the US demo elsewhere', () => {
    expect(() => loadConfig({ MARKETPLACE_COUNTRY: 'XX' })).toThrow(/MARKETPLACE_COUNTRY: must be/);
    expect(() => loadConfig({ MARKETPLACE_CURRENCY: 'DOLLARS' })).toThrow(
      /MARKETPLACE_CURRENCY: must be an ISO 4217/,
    );
    expect(() => marketplaceOf(loadConfig({ MARKETPLACE_COUNTRY: 'IS' }))).toThrow(/ISK/);
    expect(() => marketplaceOf(loadConfig({ MARKETPLACE_CURRENCY: 'KWD' }))).toThrow(/KWD/);
    expect(() => loadConfig({ MARKETPLACE_COUNTRY: 'CA', DEMO_DATA: 'on' })).toThrow(
      /DEMO_DATA: the demo data is set in the US/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(5000);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/lendwell',
      DEMO_DATA: 'off',
      TRUST_PROXY: 'true',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '100',
      OUTBOX_LEASE_SECONDS: '10',
      CLOCK_SWEEP_INTERVAL_SECONDS: '1',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DEMO_DATA: 'off',
      TRUST_PROXY: true,
      MESSAGE_RATE_LIMIT_PER_MINUTE: 100,
      OUTBOX_LEASE_SECONDS: 10,
      CLOCK_SWEEP_INTERVAL_SECONDS: 1,
    });
  });

  it('refuses a job setting of no time', () => {
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: '0' })).toThrow(/OUTBOX_LEASE_SECONDS/);
    expect(() => loadConfig({ CLOCK_SWEEP_INTERVAL_SECONDS: '0.5' })).toThrow(
      /CLOCK_SWEEP_INTERVAL_SECONDS/,
    );
  });

  it('charges 10 % (at least $1) to renters and 5 % to owners unless told otherwise', () => {
    expect(feeSettingsOf(loadConfig({}))).toEqual({
      renterServiceFee: { basisPoints: 1000, minimumCents: 100 },
      ownerCommission: { basisPoints: 500, minimumCents: 0 },
    });
    expect(
      feeSettingsOf(
        loadConfig({
          RENTER_SERVICE_FEE_PERCENT: '7.5',
          RENTER_SERVICE_FEE_MINIMUM: '0',
          OWNER_COMMISSION_PERCENT: '0',
          OWNER_COMMISSION_MINIMUM: '2.50',
        }),
      ),
    ).toEqual({
      renterServiceFee: { basisPoints: 750, minimumCents: 0 },
      ownerCommission: { basisPoints: 0, minimumCents: 250 },
    });
  });

  it.each([
    ['RENTER_SERVICE_FEE_PERCENT', '7.555'],
    ['RENTER_SERVICE_FEE_PERCENT', '101'],
    ['OWNER_COMMISSION_PERCENT', '-1'],
    ['OWNER_COMMISSION_MINIMUM', '0.001'],
    ['RENTER_SERVICE_FEE_MINIMUM', 'one'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('serves source maps only when SOURCE_MAPS says public', () => {
    expect(loadConfig({ SOURCE_MAPS: 'public' }).SOURCE_MAPS).toBe('public');
    expect(() => loadConfig({ SOURCE_MAPS: 'yes' })).toThrowError(/SOURCE_MAPS/);
  });

  it('fails fast, naming each bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' }),
    ).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ connection URL[\s\S]*DEMO_DATA/,
    );
  });

  it('refuses Stripe without PUBLIC_URL, so return links never come from the Host header', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrowError(
      /PUBLIC_URL: must be set when STRIPE_SECRET_KEY is set/,
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_URL: 'https://lendwell.example' }),
    ).toMatchObject({ PUBLIC_URL: 'https://lendwell.example' });
  });

  it('keeps PUBLIC_URL optional with the local payment provider', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it('takes cheap password hashing only on test servers', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe(
      'test',
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrowError(/PASSWORD_HASH_COST/);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrowError(
        'PASSWORD_HASH_COST: cheap password hashing is only for NODE_ENV=test',
      );
    }
    // A deployment that never sets NODE_ENV is not a test server either.
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test' })).toThrowError(/NODE_ENV=test/);
  });

  it('lets requests move the clock only on test servers', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_HEADER: 'on' }).TEST_CLOCK_HEADER).toBe(true);
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, TEST_CLOCK_HEADER: 'on' })).toThrowError(
        'TEST_CLOCK_HEADER: a clock that requests can move is only for NODE_ENV=test',
      );
    }
  });

  it('reads the mail settings and the site address emails link to', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Rent <hi@x.example>',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Rent <hi@x.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL/);
    expect(siteUrlOf(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(siteUrlOf(loadConfig({ PUBLIC_URL: 'https://lendwell.example/' }))).toBe(
      'https://lendwell.example',
    );
  });

  it('names at start the address links in emails start with, not only the one it listens on', () => {
    for (const env of [{ PORT: '8080' }, { PUBLIC_URL: 'https://lendwell.example/' }]) {
      const config = loadConfig(env);
      const { siteUrl } = mailSettingsOf(config);
      expect(listenTextOf(config)('http://127.0.0.1:8080')).toBe(
        `Lendwell is at ${siteUrl} (listening on http://127.0.0.1:8080)`,
      );
    }
  });

  it('shows the local mailbox only where no mail leaves the machine, outside production', () => {
    expect(mailSettingsOf(loadConfig({ NODE_ENV: 'production' }))).toMatchObject({
      devMailbox: false,
    });
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(mailSettingsOf(loadConfig({ NODE_ENV }))).toEqual({
        smtpUrl: undefined,
        from: DEFAULT_MAIL_FROM,
        siteUrl: 'http://localhost:5000',
        devMailbox: true,
        ownMailForEveryone: true,
      });
      // Without the demo, only administrators read it.
      expect(mailSettingsOf(loadConfig({ NODE_ENV, DEMO_DATA: 'off' }))).toMatchObject({
        devMailbox: true,
        ownMailForEveryone: false,
      });
      expect(
        mailSettingsOf(loadConfig({ NODE_ENV, SMTP_URL: 'smtp://mail.example:587' })),
      ).toMatchObject({ smtpUrl: 'smtp://mail.example:587', devMailbox: false });
      expect(mailSettingsOf(loadConfig({ NODE_ENV, DEV_MAILBOX: 'off' }))).toMatchObject({
        devMailbox: false,
      });
    }
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrowError(/DEV_MAILBOX/);
  });
});

describe('webRootOf', () => {
  it('finds the web app beside the compiled bundle, wherever the project lies', () => {
    expect(webRootOf('file:///srv/lendwell/dist/server/main.js')).toBe('/srv/lendwell/dist/web');
    expect(webRootOf('file:///opt/app/dist/server/cli.js')).toBe('/opt/app/dist/web');
  });

  it("finds the project's build from the sources", () => {
    expect(webRootOf('file:///srv/lendwell/src/server/config.ts')).toBe('/srv/lendwell/dist/web');
  });

  it('does not depend on the working directory', () => {
    const projectWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
    const start = process.cwd();
    try {
      process.chdir(tmpdir());
      expect(loadConfig({}).webRoot).toBe(projectWebRoot);
    } finally {
      process.chdir(start);
    }
  });
});
