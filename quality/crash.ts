/**
 * `npm run quality:crash`: a steady write load (messages and photo uploads) against the real
 * server process, kill -9 in the middle of it, a restart on the same data, and a check that
 * every acknowledged write is there, the database opens, and no half-written image is served.
 * 20 rounds on PGlite (the default database), one on PostgreSQL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { inspectUploads, missingMessages } from './crash/verify';
import { emptyAcknowledged, freshPhotos, startWriteLoad } from './crash/workload';
import { signUpOver } from './support/accounts';
import { DATABASE_NAMES, resetQualityDatabase, scratchDirectory } from './support/databases';
import { type DatabaseKind, numberOption, PORTS, scriptOptions } from './support/options';
import {
  createVerdicts,
  markdownTable,
  printFigures,
  round,
  runHeading,
  runScript,
  type Verdicts,
} from './support/report';
import { type ServerProcess, type ServerSettings, startServer } from './support/serverProcess';

const options = scriptOptions(['rounds']);
const PGLITE_ROUNDS = numberOption(options, 'rounds', 20, 3);
/** How long a round waits for its first stored photo before killing anyway (a busy machine). */
const FIRST_PHOTO_WAIT_MS = 20_000;
/** Nothing in the write load is meant to meet a rate limit. */
const UNLIMITED = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000',
};

interface CrashFigures {
  kills: number;
  acknowledgedMessages: number;
  storedMessages: number;
  lostMessages: number;
  acknowledgedImages: number;
  interruptedMessages: number;
  interruptedUploads: number;
  restartMs: number[];
  temporaryFiles: number;
  brokenServed: number;
}

/** Two processes on one embedded database would corrupt it: the second must not start. */
async function secondServerRefused(settings: ServerSettings, verdicts: Verdicts) {
  const outcome = await startServer({ ...settings, port: PORTS.crashSecond }).then(
    async (second) => {
      await second.stop();
      return 'it started';
    },
    (error: unknown) => String(error),
  );
  verdicts.check(
    /open in another process/.test(outcome),
    'pglite: a second server on the same data directory is refused',
    outcome.split('\n')[0],
  );
}

async function crashRounds(kind: DatabaseKind, rounds: number, verdicts: Verdicts) {
  const dataDir = scratchDirectory('crash');
  if (kind === 'postgres') await resetQualityDatabase();
  const settings = { kind, port: PORTS.crash, dataDir: dataDir.path, env: UNLIMITED };
  let server: ServerProcess | undefined = await startServer(settings);
  const people = [
    await signUpOver(server.url, 'Ada'),
    await signUpOver(server.url, 'Ben'),
  ] as const;
  if (kind === 'pglite') await secondServerRefused(settings, verdicts);
  const acknowledged = emptyAcknowledged();
  const figures: CrashFigures = {
    kills: 0,
    acknowledgedMessages: 0,
    storedMessages: 0,
    lostMessages: 0,
    acknowledgedImages: 0,
    interruptedMessages: 0,
    interruptedUploads: 0,
    restartMs: [],
    temporaryFiles: 0,
    brokenServed: 0,
  };
  const uploadsDir = `${dataDir.path}/uploads`;
  try {
    for (let number = 1; number <= rounds && server; number += 1) {
      const photos = await freshPhotos(12);
      const load = startWriteLoad(server.url, [...people], `round ${number}`, photos, acknowledged);
      // Once a photo is stored, so that the kill also meets uploads on their way in and out.
      await Promise.race([load.firstPhoto, sleep(FIRST_PHOTO_WAIT_MS)]);
      await sleep(300 + Math.random() * 1500);
      await server.kill9();
      figures.kills += 1;
      await load.finished;
      const started = performance.now();
      server = await startServer(settings).catch((error: unknown) => {
        verdicts.check(
          false,
          `${kind}: the database opens after kill -9 (round ${number})`,
          String(error),
        );
        return undefined;
      });
      if (!server) break;
      figures.restartMs.push(performance.now() - started);
      const messages = await missingMessages(server.url, [...people], acknowledged);
      const uploads = await inspectUploads(server.url, uploadsDir, acknowledged);
      figures.lostMessages = messages.missing;
      figures.storedMessages = messages.stored;
      figures.temporaryFiles = uploads.temporaryFiles;
      figures.brokenServed = uploads.brokenServed.length + uploads.temporaryServed.length;
      console.log(
        `  ${kind} round ${number}: ${acknowledged.messageIds.size} messages acknowledged so far, ${messages.missing} missing; ${acknowledged.imageUrls.length / 2} photos acknowledged, ${uploads.acknowledgedMissing.length} not served whole; restart ${round(figures.restartMs.at(-1) ?? 0)} ms`,
      );
      verdicts.check(
        messages.missing === 0 && uploads.acknowledgedMissing.length === 0,
        `${kind} round ${number}: every acknowledged write is there after kill -9`,
        `${messages.missing} messages, ${uploads.acknowledgedMissing.length} images missing`,
      );
      verdicts.check(
        uploads.brokenServed.length === 0 && uploads.temporaryServed.length === 0,
        `${kind} round ${number}: no half-written or temporary image is served`,
        [...uploads.brokenServed, ...uploads.temporaryServed].join(', '),
      );
    }
  } finally {
    await server?.stop();
    dataDir.remove();
  }
  figures.acknowledgedMessages = acknowledged.messageIds.size;
  figures.acknowledgedImages = acknowledged.imageUrls.length / 2;
  figures.interruptedMessages = acknowledged.interruptedMessages;
  figures.interruptedUploads = acknowledged.interruptedUploads;
  verdicts.check(
    acknowledged.unexpected.length === 0,
    `${kind}: every write before the kill was acknowledged`,
    `other answers: ${acknowledged.unexpected.join(', ')}`,
  );
  return figures;
}

async function main() {
  const verdicts = createVerdicts('quality:crash');
  const heading = runHeading('Crash safety');
  const rows: (string | number)[][] = [];
  for (const kind of options.databases) {
    const rounds = kind === 'pglite' ? PGLITE_ROUNDS : 1;
    console.log(`${DATABASE_NAMES[kind]}: ${rounds} kill -9 round(s)`);
    const figures = await crashRounds(kind, rounds, verdicts);
    const sorted = [...figures.restartMs].sort((a, b) => a - b);
    rows.push([
      DATABASE_NAMES[kind],
      figures.kills,
      figures.acknowledgedMessages,
      figures.storedMessages - figures.acknowledgedMessages,
      figures.lostMessages,
      figures.acknowledgedImages,
      `${figures.interruptedMessages} / ${figures.interruptedUploads}`,
      figures.brokenServed,
      figures.temporaryFiles,
      `${round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)} / ${round(sorted.at(-1) ?? Number.NaN)}`,
    ]);
  }
  printFigures(
    `${heading}\n\n${PGLITE_ROUNDS} rounds on PGlite, one on PostgreSQL; each: six message writers and one photo uploader, kill -9 0.3–1.8 s after the round's first photo is stored, restart, check.\n\n${markdownTable(
      [
        'database',
        'kill -9',
        'acknowledged messages',
        'stored, answer lost',
        'lost',
        'acknowledged photos',
        'requests cut (messages / uploads)',
        'broken or temporary images served',
        'temporary files left',
        'restart to healthy ms (median / max)',
      ],
      rows,
    )}`,
  );
  verdicts.finish();
}

runScript(main);
