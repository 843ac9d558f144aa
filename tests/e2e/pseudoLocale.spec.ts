import { expect, type Page } from '@playwright/test';
import { routeCases } from './axeRoutes';
import { axeTest as test } from './axeWorld';

/**
 * Every route, signed out and in, at phone width in the pseudo-locale: English from the
 * catalogs accented, a third longer and between brackets. Any visible word without the accents
 * came from no catalog; any page wider than the phone shows where a longer language breaks it.
 */

const phone = { width: 390, height: 844 };

interface PeoplesWords {
  /** Every word read so far, once each response being read has been. */
  read(): Promise<string[]>;
}

/**
 * What the server and the people said: their own words are shown as they wrote them. A body is
 * read after the page may already show it, so the words are asked for only once every body
 * begun has been read.
 */
function collectPeoplesWords(page: Page): PeoplesWords {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  const keep = (value: unknown): void => {
    if (typeof value === 'string') {
      // An enum ("pending") shown raw would be a missing message, not someone's words.
      if (/\s|[A-Z]/.test(value) || value.length > 24) words.add(value);
    } else if (Array.isArray(value)) value.forEach(keep);
    else if (value && typeof value === 'object') Object.values(value).forEach(keep);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    const body = response
      .json()
      .then(keep)
      // A response without a body (a redirect, a 204) holds no words.
      .catch(() => undefined)
      .finally(() => reading.delete(body));
    reading.add(body);
  });
  return {
    async read() {
      while (reading.size > 0) await Promise.all(reading);
      return [...words];
    },
  };
}

/** The visible texts of the page that are not accented catalog words nor people's words. */
async function wordsOutsideTheCatalogs(page: Page, peoplesWords: string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    // Formats Intl writes in the source language: months, weekdays, times of day.
    const intlWords =
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b|\b[AP]M\b/g;
    const byLength = [...allowed].sort((a, b) => b.length - a.length);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      // Each language's own name in the switcher is written in that language, on purpose.
      if (element.closest('[lang]:not(html)')) continue;
      if (element.closest('script, style, noscript, [aria-hidden="true"]')) continue;
      // The map's credits are its providers' own, as their licences ask.
      if (element.closest('.leaflet-control-attribution')) continue;
      const style = getComputedStyle(element);
      const hidden = style.display === 'none' || style.visibility === 'hidden';
      const offscreen = element.getClientRects().length === 0;
      if (hidden || (offscreen && !element.closest('.sr-only'))) continue;
      let rest = node.textContent.replace(/\[~*[^\]]*~*\]/g, ' ');
      for (const words of byLength) rest = rest.split(words).join(' ');
      rest = rest
        .replace(intlWords, ' ')
        .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
        // Codes are data, not words: a payment reference, a booking number.
        .replace(/\S*\d\S*/g, ' ')
        .replace(/\bLendwell\b/g, ' ');
      if (/[A-Za-z]{2,}/.test(rest)) found.push(node.textContent.trim());
    }
    const labelled = document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]');
    for (const element of labelled) {
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (!value) continue;
        let rest = value.replace(/\[~*[^\]]*~*\]/g, ' ');
        for (const words of byLength) rest = rest.split(words).join(' ');
        if (/[A-Za-z]{2,}/.test(rest.replace(intlWords, ' ').replace(/\bLendwell\b/g, ' '))) {
          found.push(`${name}="${value}"`);
        }
      }
    }
    return found;
  }, peoplesWords);
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    test.use({ viewport: phone, signedIn });

    test('every route speaks only from the catalogs and fits a phone in the pseudo-locale', async ({
      page,
      world,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript(() => localStorage.setItem('lendwell.locale', 'en-XA'));
      const peoplesWords = collectPeoplesWords(page);
      const problems: string[] = [];
      for (const route of routeCases) {
        await page.goto(route.path(world));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
        const allowed = [
          ...(await peoplesWords.read()),
          world.viewer.email,
          world.neighbour.email,
          world.neighbourItem.title,
          world.ownItem.title,
        ];
        const outside = await wordsOutsideTheCatalogs(page, allowed);
        const name = route.variant ? `${route.pattern} (${route.variant})` : route.pattern;
        for (const text of outside) problems.push(`${name}: ${text}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > phone.width) problems.push(`${name}: ${width} px wide at ${phone.width} px`);
      }
      expect(problems).toEqual([]);
    });
  });
}
