import { expect, type Page, test } from '@playwright/test';
import { bearer, register } from './api';
import { openChatTab } from './chatTab';
import { type OwnServer, startOwnServer } from './liveServer';

// This journey restarts its server, so it runs one of its own beside the shared one.
const PORT = Number(process.env.E2E_LIVE_PORT ?? 5085);
const STREAM = '**/api/events';

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const composer = (page: Page) => page.getByLabel('Message', { exact: true });
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

/** Sends through the composer; resolves when the sender's own bubble is up. */
async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(bubble(page, text)).toBeVisible();
}

// The fallback polls are off in both tabs and neither reloads, so a message that shows in the
// other tab came down the live stream. How fast: `npm run bench:timings`.
test('two browsers chat live without polling, and catch up after the server restarts', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mia = await register(request, 'Mia', 'Live');
  const noah = await register(request, 'Noah', 'Live');
  const miaTab = await openChatTab(browser, server.url, mia, noah);
  const noahTab = await openChatTab(browser, server.url, noah, mia);

  const hello = 'Hi Noah, is the tent still free this weekend?';
  await send(miaTab, hello);
  await expect(bubble(noahTab, hello)).toBeVisible();

  const reply = 'Yes, it is. Pick it up on Friday?';
  await send(noahTab, reply);
  await expect(bubble(miaTab, reply)).toBeVisible();

  // The server restarts. Until both tabs have heard from it again, their streams are held off,
  // so that what is sent meanwhile can only reach them as the catch-up after Last-Event-ID.
  await miaTab.route(STREAM, (route) => route.abort());
  await noahTab.route(STREAM, (route) => route.abort());
  await server.restart();
  const meanwhile = [
    { from: mia, to: noah, text: 'Sent while your tab was away' },
    { from: noah, to: mia, text: 'Mine too, while yours was away' },
  ];
  for (const { from, to, text } of meanwhile) {
    const response = await request.post('/api/messages', {
      headers: bearer(from),
      data: { receiverId: to.id, itemId: null, messageText: text },
    });
    expect(response.status()).toBe(201);
  }
  await expect(bubble(noahTab, meanwhile[0]?.text ?? '')).toBeHidden();
  await expect(bubble(miaTab, meanwhile[1]?.text ?? '')).toBeHidden();

  await miaTab.unroute(STREAM);
  await noahTab.unroute(STREAM);
  for (const { text } of meanwhile) {
    await expect(bubble(miaTab, text)).toBeVisible({ timeout: 10_000 });
    await expect(bubble(noahTab, text)).toBeVisible({ timeout: 10_000 });
  }

  // And live again after the restart.
  const after = 'See you on Friday!';
  await send(miaTab, after);
  await expect(bubble(noahTab, after)).toBeVisible();

  await expect(miaTab.getByTestId('typing-indicator')).toBeHidden();
  for (const width of [1280, 390]) {
    await miaTab.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await miaTab.screenshot({ path: testInfo.outputPath(`live-chat-${width}.png`) });
  }
});
