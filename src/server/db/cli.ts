import { loadConfig, loadDotEnv } from '../config';
import { openConfiguredDatabase } from './open';
import { seedDemoData } from './seed';

/** `npm run db:migrate` and `npm run db:seed`. */
async function run(command: string | undefined) {
  loadDotEnv();
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === 'seed') {
      const { accountsAdded } = await seedDemoData(database.db);
      console.log(`Demo data: ${accountsAdded} account(s) added.`);
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
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
