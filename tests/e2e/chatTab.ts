import { type Browser, expect, type Page } from '@playwright/test';
import type { Account } from './api';

/**
 * A tab on `baseURL` signed in as `me`, in the conversation with `partner`, once its live stream
 * is open, with the fallback polls off: only the stream can bring the partner's messages.
 */
export async function openChatTab(
  browser: Browser,
  baseURL: string,
  me: Account,
  partner: Account,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((token) => {
    localStorage.setItem('lendwell.token', token);
    localStorage.setItem('lendwell.fallbackPolling', 'off');
  }, me.token);
  const page = await context.newPage();
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await page.goto(`/chat?with=${partner.id}`);
  await expect(page.getByRole('heading', { name: partner.publicName })).toBeVisible();
  await streamOpen;
  return page;
}
