/**
 * `npm run quality:concurrency`: ≥ 1,000 random booking and payment operations at once
 * (requests, accepts, rejects, cancellations, checkouts, signed Stripe webhooks and their
 * replays, session lookups) over four items, through HTTP against buildApp with Stripe faked
 * at its HTTP boundary; then, by SQL, no overlapping rentals and every payment settled once.
 */

import { buildApp } from '../src/server/app';
import { createLocalImageStorage } from '../src/server/storage/imageStorage';
import { earliestTodayOnEarth } from '../src/shared/calendarDates';
import { startFakeStripe } from '../tests/api/support/fakeStripe';
import { itemMaker } from '../tests/api/support/items';
import { fakeStripeOptions } from '../tests/api/support/stripeWebhooks';
import { signUp } from '../tests/api/support/users';
import { checkPayments, overlappingRentals, undeliveredEvents } from './concurrency/checks';
import {
  OPERATION_KINDS,
  randomOperation,
  redeliverPaidSessions,
  type World,
} from './concurrency/operations';
import { DATABASE_NAMES, openEmptyDatabase, scratchDirectory } from './support/databases';
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

const options = scriptOptions(['operations', 'parallel']);
const OPERATIONS = numberOption(options, 'operations', 1200, 200);
const PARALLEL = numberOption(options, 'parallel', 48, 24);
const ITEMS = 4;
const RENTERS = 6;

async function onDatabase(kind: DatabaseKind, verdicts: Verdicts) {
  const dataDir = scratchDirectory('concurrency');
  const { database, run } = await openEmptyDatabase(kind, dataDir.path);
  const stripe = await startFakeStripe();
  const uploadsDir = `${dataDir.path}/uploads`;
  const app = await buildApp({
    db: database.db,
    imageStorage: createLocalImageStorage(uploadsDir),
    stripe: fakeStripeOptions(stripe.port),
    authRateLimitPerMinute: 10_000,
    passwordHashCost: 'test',
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: PORTS.concurrency });
    const owner = await signUp(app, { firstName: 'Owner' });
    const renters = await Promise.all(
      Array.from({ length: RENTERS }, () => signUp(app, { firstName: 'Renter' })),
    );
    const makeItem = itemMaker(app, uploadsDir, owner.token);
    const items = await Promise.all(
      Array.from({ length: ITEMS }, (_, index) => makeItem({ title: `Shared tool ${index + 1}` })),
    );
    const account = (answer: typeof owner) => ({
      id: answer.user.id,
      token: answer.token,
      email: answer.user.email,
      password: answer.password,
    });
    const world: World = {
      url,
      owner: account(owner),
      renters: renters.map(account),
      itemIds: items.map((item) => item.id),
      today: earliestTodayOnEarth(new Date()),
      stripe,
      bookings: [],
      sessions: [],
      answers: Object.fromEntries(OPERATION_KINDS.map((kind) => [kind, {}])) as World['answers'],
    };

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < OPERATIONS) {
        next += 1;
        await randomOperation(world);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const seconds = (performance.now() - started) / 1000;
    const redelivered = await redeliverPaidSessions(world);
    // Whatever prompt delivery left behind, as the periodic run would deliver it.
    await app.services.outbox.runOnce();

    const serverErrors = Object.values(world.answers)
      .flatMap((answers) => Object.entries(answers))
      .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
      .reduce((sum, [, times]) => sum + times, 0);
    verdicts.check(
      serverErrors === 0,
      `${kind}: no operation answered 5xx or lost its socket`,
      `${serverErrors}`,
    );
    verdicts.check(
      redelivered.every((status) => status === 200),
      `${kind}: every redelivered webhook is acknowledged`,
      redelivered.filter((status) => status !== 200).join(', '),
    );
    const overlaps = await overlappingRentals(run);
    verdicts.check(
      overlaps === 0,
      `${kind}: no two confirmed or completed rentals of one item overlap`,
      `${overlaps} pairs`,
    );
    const undelivered = await undeliveredEvents(run);
    verdicts.check(
      undelivered === 0,
      `${kind}: the outbox is drained`,
      `${undelivered} undelivered`,
    );
    const payments = await checkPayments(kind, run, stripe, verdicts);
    const { rows } = await run(
      'SELECT status, count(*)::int AS count FROM bookings GROUP BY status ORDER BY status',
    );
    const bookings = (rows as { status: string; count: number }[])
      .map((row) => `${row.count} ${row.status}`)
      .join(', ');
    return { world, seconds, overlaps, payments, bookings };
  } finally {
    await app.close();
    await stripe.close();
    await database.close();
    dataDir.remove();
  }
}

function answerSummary(answers: Record<number, number>): string {
  return Object.entries(answers)
    .map(([status, times]) => `${times}×${status}`)
    .join(' ');
}

async function main() {
  const verdicts = createVerdicts('quality:concurrency');
  const heading = runHeading('Concurrency');
  const tables: string[] = [];
  for (const kind of options.databases) {
    console.log(`${DATABASE_NAMES[kind]}: ${OPERATIONS} operations, ${PARALLEL} at a time`);
    const result = await onDatabase(kind, verdicts);
    const rows = OPERATION_KINDS.map((operation) => [
      operation,
      Object.values(result.world.answers[operation]).reduce((sum, times) => sum + times, 0),
      answerSummary(result.world.answers[operation]),
    ]);
    tables.push(
      `**${DATABASE_NAMES[kind]}**: ${OPERATIONS} operations, ${PARALLEL} in flight, in ${round(result.seconds, 1)} s (${round(OPERATIONS / result.seconds)} operations/s). Bookings at the end: ${result.bookings}. Payments captured ${result.payments.captured}: kept ${result.payments.kept}, refunded ${result.payments.refunded}. Overlapping rentals: ${result.overlaps}.\n\n${markdownTable(['operation', 'count', 'answers (times × status)'], rows)}`,
    );
  }
  printFigures(`${heading}\n\n${tables.join('\n\n')}`);
  verdicts.finish();
}

runScript(main);
