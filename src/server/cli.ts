import { imageStorageSettingsOf, loadConfig, loadDotEnv } from './config';
import { openConfiguredDatabase } from './db/open';
import { backfillCoordinates } from './features/places';
import { errorMessageOf } from './logging';
import { seedDemoData } from './seed';
import { createImageStorage } from './storage';

/** `npm run db:migrate` and `npm run db:seed`. */
async function run(command: string | undefined) {
  loadDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await backfillCoordinates(database.db);
    if (command === 'seed') {
      const storage = await createImageStorage(imageStorageSettingsOf(config));
      const { accountsAdded, itemsAdded } = await seedDemoData(database.db, storage);
      console.log(`Demo data: ${accountsAdded} account(s) and ${itemsAdded} item(s) added.`);
    } else if (command === 'migrate') {
      console.log('Migrations applied.');
    } else {
      throw new Error(`Unknown command '${command}'. Use 'migrate' or 'seed'.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(errorMessageOf(error));
  process.exitCode = 1;
});
