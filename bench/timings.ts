/**
 * `npm run bench:timings`: how fast the app answers a person, in a real Chromium against the
 * compiled server on its own embedded database, with a budget for each figure. The journeys
 * check that these things happen; this is where their speed is measured, outside `npm test`,
 * so that a busy machine slows a report instead of failing a test.
 *
 * - click to page: from a click on an item card to the item's page, with the item's data held
 *   back (a move within the app must not wait for data);
 * - pushed message: from Enter in one browser to the message in the other, with the fallback
 *   polls off (only the live stream can carry it);
 * - bomb refused: an upload of a 20000 × 20000 decompression bomb, answered 415 from its header;
 * - pixel limit decoded: a 10000 × 10000 image, the most the pipeline decodes, stored.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  type APIRequestContext,
  chromium,
  type Page,
  request as playwrightRequest,
  type Route,
} from '@playwright/test';
import { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } from '../scripts/browser/choice';
import { decompressionBombPng } from '../tests/api/support/hostileImages';
import { type Account, bearer, listItem, register, uniqueTitle } from '../tests/e2e/api';
import { openChatTab } from '../tests/e2e/chatTab';
import { startOwnServer } from '../tests/e2e/liveServer';

const PORT = Number(process.env.BENCH_PORT ?? 5223);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BUDGET_MS = {
  clickToPage: 600,
  pushedMessage: 1_000,
  bombRefused: 5_000,
  pixelLimit: 10_000,
};

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), max: at(1) };
}

async function clickToPage(page: Page, itemId: string, title: string): Promise<number> {
  await page.goto('/listings');
  const card = page.getByRole('link', { name: new RegExp(title) });
  await card.waitFor();
  await page.evaluate(() => {
    const times = { clickedAt: 0, movedAt: 0 };
    Object.assign(window, { navigationTimes: times });
    document.addEventListener(
      'click',
      () => {
        times.clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      times.movedAt = times.movedAt || performance.now();
      pushState(...args);
    };
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holdBack = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(`**/api/items/${itemId}`, holdBack);
  await card.click();
  await page.waitForURL(`**/item/${itemId}`);
  const { clickedAt, movedAt } = await page.evaluate(
    () =>
      (window as unknown as { navigationTimes: { clickedAt: number; movedAt: number } })
        .navigationTimes,
  );
  release();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.unroute(`**/api/items/${itemId}`, holdBack);
  return movedAt - clickedAt;
}

async function timedUpload(api: APIRequestContext, owner: Account, png: Buffer, status: number) {
  const started = performance.now();
  const response = await api.post('/api/upload/image', {
    headers: bearer(owner),
    multipart: { image: { name: 'bomb.png', mimeType: 'image/png', buffer: png } },
  });
  const took = performance.now() - started;
  if (response.status() !== status) throw new Error(`upload answered ${response.status()}`);
  return took;
}

async function pushedMessage(from: Page, to: Page, text: string): Promise<number> {
  const composer = from.getByLabel('Message', { exact: true });
  await composer.fill(text);
  const sentAt = Date.now();
  await composer.press('Enter');
  await to.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[role="log"] li')].some((item) =>
        item.textContent?.includes(expected),
      ),
    text,
    { polling: 'raf', timeout: 30_000 },
  );
  return Date.now() - sentAt;
}

const server = await startOwnServer(PORT);
const browser = await chromium.launch({
  executablePath: [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path)),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const owner = await register(api, 'Bench', 'Owner');
  const renter = await register(api, 'Bench', 'Renter');
  const title = uniqueTitle('Belt sander');
  const item = await listItem(api, owner, { title });

  const listingsPage = await (await browser.newContext({ baseURL: server.url })).newPage();
  const clicks: number[] = [];
  const pushes: number[] = [];
  const bombs: number[] = [];
  const largest: number[] = [];
  const bomb = decompressionBombPng(20_000);
  const atLimit = decompressionBombPng(10_000);
  const ownerTab = await openChatTab(browser, server.url, owner, renter);
  const renterTab = await openChatTab(browser, server.url, renter, owner);
  // Alternating the two measures, so that a machine busy with something else slows both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    clicks.push(await clickToPage(listingsPage, item.id, title));
    const [from, to] = round % 2 === 0 ? [ownerTab, renterTab] : [renterTab, ownerTab];
    pushes.push(await pushedMessage(from, to, `Bench message ${round}`));
    bombs.push(await timedUpload(api, owner, bomb, 415));
    largest.push(await timedUpload(api, owner, atLimit, 201));
  }

  console.log(`${ROUNDS} rounds; load average ${loadavg()[0]?.toFixed(1)} before the run's end`);
  let overBudget = false;
  for (const [name, samples, budget] of [
    ['click to page', clicks, BUDGET_MS.clickToPage],
    ['pushed message', pushes, BUDGET_MS.pushedMessage],
    ['bomb refused', bombs, BUDGET_MS.bombRefused],
    ['pixel limit', largest, BUDGET_MS.pixelLimit],
  ] as const) {
    const { median, p90, max } = summary(samples);
    const over = median > budget;
    overBudget ||= over;
    console.log(
      `${name.padEnd(16)} median ${median.toFixed(0).padStart(5)} ms  p90 ${p90.toFixed(0).padStart(5)} ms  max ${max.toFixed(0).padStart(5)} ms  budget ${budget} ms (median ${(median / budget).toFixed(2)}× budget)${over ? '  OVER BUDGET' : ''}`,
    );
  }
  await api.dispose();
  process.exitCode = overBudget ? 1 : 0;
} finally {
  await browser.close();
  await server.stop();
}
