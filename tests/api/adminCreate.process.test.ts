import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROMOTION_REFUSED } from '../../src/server/adminAccount';
import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { dropDatabase } from './support/databases';
import { databaseKind } from './support/testApp';

const dataDir = mkdtempSync(join(tmpdir(), 'lendwell-admin-create-'));
const databaseName = `lendwell_admin_create_${process.pid}`;
let databaseEnv: Record<string, string> = {};

/** The command's own database: the embedded one in DATA_DIR, or a PostgreSQL database. */
beforeAll(async () => {
  if (databaseKind === 'pglite') {
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    return;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
});

afterAll(async () => {
  if (databaseKind === 'postgres') await dropDatabase(databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * `npm run admin:create -- …` as an operator runs it, with `stdin` piped in (not a terminal): the
 * compiled command, which the global setup built from the sources under test.
 */
function adminCreate(args: string[], stdin: string) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', 'dist/server/cli.js', 'admin:create', ...args],
    {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...databaseEnv },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The account as the database holds it, read once the command has closed it. */
async function accountOf(email: string) {
  const database = await openConfiguredDatabase(loadConfig(databaseEnv));
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row;
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', () => {
  it('creates the first administrator from a password on stdin, then promotes others', {
    timeout: 180_000,
  }, async () => {
    const missing = await adminCreate([], 'Whatever123!\n');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The address is missing');

    const tooShort = await adminCreate(['--email', 'Chief@Example.com'], 'abc\n');
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain(inEnglish('signup.passwordTooShort'));
    expect(await accountOf('chief@example.com')).toBeUndefined();

    const badAddress = await adminCreate(['--email', 'not-an-address'], 'Whatever123!\n');
    expect(badAddress.code).toBe(1);
    expect(badAddress.stderr).toContain(inEnglish('signup.emailInvalid'));

    const created = await adminCreate(['--email', 'Chief@Example.com'], 'Sturdy-Pass-42\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created');
    const chief = await accountOf('chief@example.com');
    expect(chief).toMatchObject({ role: 'admin', firstName: 'Administrator' });
    expect(chief?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(chief?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(chief?.passwordHash ?? '', 'Sturdy-Pass-42')).toBe(true);

    const again = await adminCreate(['--email', 'chief@example.com'], '');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already an administrator');

    // Anyone may have signed up first with the address: an unverified or suspended account is
    // not promoted. A verified member is, and keeps the password they chose.
    const database = await openConfiguredDatabase(loadConfig(databaseEnv));
    await database.db.insert(users).values([
      { email: 'member@example.com', passwordHash: 'their own hash', firstName: 'Mo' },
      {
        email: 'banned@example.com',
        passwordHash: 'a hash',
        firstName: 'Bo',
        emailVerifiedAt: new Date(),
        suspendedAt: new Date(),
        suspensionReason: 'Scams.',
      },
    ]);
    await database.close();
    const unverified = await adminCreate(['--email', 'member@example.com'], '');
    expect(unverified.code).toBe(1);
    expect(unverified.stderr).toContain(ADMIN_PROMOTION_REFUSED.unverified('member@example.com'));
    const suspended = await adminCreate(['--email', 'banned@example.com'], '');
    expect(suspended.code).toBe(1);
    expect(suspended.stderr).toContain(ADMIN_PROMOTION_REFUSED.suspended('banned@example.com'));
    expect(await accountOf('banned@example.com')).toMatchObject({ role: 'user' });
    expect(await accountOf('member@example.com')).toMatchObject({ role: 'user' });
    const reopened = await openConfiguredDatabase(loadConfig(databaseEnv));
    await reopened.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'member@example.com'));
    await reopened.close();
    const promoted = await adminCreate(['--email', 'member@example.com'], '');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('promoted');
    expect(await accountOf('member@example.com')).toMatchObject({
      role: 'admin',
      passwordHash: 'their own hash',
    });
  });
});
