import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { i18nFor } from '../shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../shared/i18n/locales';
import { wordsFor } from '../shared/i18n/wordsFor';
import { setMarketplace } from '../shared/marketplace';
import { createOrPromoteAdmin } from './adminAccount';
import {
  type Config,
  imageStorageSettingsOf,
  loadConfig,
  loadDotEnv,
  refuseDemoDataWhereForbidden,
} from './config';
import type { Db } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { backfillCoordinates } from './features/places';
import { errorMessageOf } from './logging';
import { marketplaceOf } from './marketplace';
import { readPassword } from './passwordInput';
import { seedDemoData } from './seed';
import { createImageStorage } from './storage';

const USAGE = "Use 'migrate', 'seed' or 'admin:create --email <address>'.";

/** `npm run admin:create -- --email …`: the first real administrator, or another one. */
async function createAdmin(db: Db, config: Config, args: string[]) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  if (!values.email) throw new Error(`The address is missing. ${USAGE}`);
  const outcome = await createOrPromoteAdmin(
    db,
    values.email,
    () => readPassword('Password for the new administrator: '),
    config.PASSWORD_HASH_COST,
  );
  console.log(`Administrator ${values.email}: ${outcome}.`);
}

/** `npm run db:migrate`, `npm run db:seed` and `npm run admin:create`. */
async function run([command, ...args]: string[]) {
  loadDotEnv();
  const config = loadConfig();
  setMarketplace(marketplaceOf(config));
  if (!['migrate', 'seed', 'admin:create'].includes(command ?? '')) {
    throw new Error(`Unknown command '${command}'. ${USAGE}`);
  }
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await backfillCoordinates(database.db);
    if (command === 'seed') {
      refuseDemoDataWhereForbidden(config);
      const storage = await createImageStorage(imageStorageSettingsOf(config));
      const { accountsAdded, itemsAdded } = await seedDemoData(database.db, storage);
      console.log(`Demo data: ${accountsAdded} account(s) and ${itemsAdded} item(s) added.`);
    } else if (command === 'admin:create') {
      await createAdmin(database.db, config, args);
    } else {
      console.log('Migrations applied.');
    }
  } finally {
    await database.close();
  }
}

/** The operator's terminal speaks the source language. */
const operator = i18nFor(SOURCE_LOCALE);

/** A rule's own words (the sign-up messages) rather than the validation library's report. */
function messageOf(error: unknown): string {
  if (error instanceof ZodError) {
    return error.issues.map((issue) => wordsFor(operator, issue.message)).join('\n');
  }
  return errorMessageOf(error);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(messageOf(error));
  process.exitCode = 1;
});
