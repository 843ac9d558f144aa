import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withMarketplace } from '../../src/server/pages/pageHead';
import { US_MARKETPLACE } from '../../src/shared/marketplace';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Rent from your neighbours." />
    <title>Lendwell — borrow from your neighbours</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The page as served: the marketplace's settings written into it. */
const servedHtml = withMarketplace(indexHtml, US_MARKETPLACE);

/** The build's manifest, as Vite writes it: the entry, four lazy pages and a shared chunk. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  '_Field-2.js': { file: 'assets/Field-2.js' },
  'features/items/ItemDetailPage.tsx': {
    file: 'assets/ItemDetailPage-3.js',
    imports: ['index.html', '_Field-2.js'],
  },
  'features/items/ListingsPage.tsx': { file: 'assets/ListingsPage-4.js', imports: ['index.html'] },
  'features/auth/LoginPage.tsx': { file: 'assets/LoginPage-5.js', imports: ['_Field-2.js'] },
  'features/home/HomePage.tsx': { file: 'assets/HomePage-6.js', imports: ['index.html'] },
};

const webRoot = mkdtempSync(join(tmpdir(), 'lendwell-web-heads-'));
writeFileSync(join(webRoot, 'index.html'), indexHtml);
mkdirSync(join(webRoot, '.vite'));
writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
// The build's catalogs: the shell's and each page's words, per language.
const CATALOGS = 'assets/i18n-abc';
for (const locale of ['en-US', 'es-US']) {
  for (const key of ['shell', ...Object.keys(manifest).filter((key) => key.endsWith('.tsx'))]) {
    const file = join(webRoot, CATALOGS, locale, `${key}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{}');
  }
}
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = setupTestApp({ webRoot });

const module = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const data = (href: string) => `<link rel="preload" as="fetch" href="${href}" crossorigin>`;
const words = (locale: string, key: string) => data(`/${CATALOGS}/${locale}/${key}.json`);

async function page(url: string) {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

describe('pages with their first needs named in the HTML', () => {
  it("gives an item page the item's title, description, data, photo and scripts", async () => {
    const { token } = await signUp(ctx.app);
    const item = await itemMaker(
      ctx.app,
      ctx.uploadsDir,
      token,
    )({
      title: 'Tent <for 4>',
      description: 'Sleeps four & packs small.\n\nPoles included.',
    });
    const photo = item.image_urls[0] ?? '';
    const html = await page(`/item/${item.id}`);
    expect(html).toContain('<title>Tent &lt;for 4&gt; · Lendwell</title>');
    expect(html).toContain(
      '<meta name="description" content="Sleeps four &amp; packs small. Poles included." />',
    );
    expect(html).toContain(data(`/api/items/${item.id}`));
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo}" imagesrcset="${photo.replace('.jpg', '.webp')} 400w, ${photo} 1200w" imagesizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw" fetchpriority="high">`,
    );
    expect(html).toContain(module('ItemDetailPage-3.js'));
    expect(html).toContain(module('Field-2.js'));
    expect(html).not.toContain(module('index-1.js'));
    const bookedDates = data(`/api/items/${item.id}/booked-dates`);
    const reviews = data(`/api/reviews/item/${item.id}`);
    expect(html).toContain(bookedDates);
    expect(html).toContain(reviews);
    // The item, its photo, its words and its scripts first: those draw the page.
    expect(html.indexOf(module('ItemDetailPage-3.js'))).toBeLessThan(html.indexOf(bookedDates));
    expect(html.indexOf(words('en-US', 'shell'))).toBeLessThan(
      html.indexOf(module('ItemDetailPage-3.js')),
    );
    expect(html).toContain(words('en-US', 'features/items/ItemDetailPage.tsx'));
  });

  it("names each first page's words in the visitor's language", async () => {
    const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const { token } = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, token)();
    const pages = {
      '/': 'features/home/HomePage.tsx',
      '/login': 'features/auth/LoginPage.tsx',
      '/listings': 'features/items/ListingsPage.tsx',
      [`/item/${item.id}`]: 'features/items/ItemDetailPage.tsx',
    };
    for (const [url, key] of Object.entries(pages)) {
      const inSpanish = (await ctx.app.inject({ url, headers: spanish })).body;
      expect(inSpanish, url).toContain(words('es-US', 'shell'));
      expect(inSpanish, url).toContain(words('es-US', key));
      expect(inSpanish, url).not.toContain('/en-US/');
      const inEnglish = await page(url);
      expect(inEnglish, url).toContain(words('en-US', 'shell'));
      expect(inEnglish, url).toContain(words('en-US', key));
      expect(inEnglish, url).not.toContain('/es-US/');
    }
  });

  it('gives an unknown or malformed item the plain page, for its script to say so', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await page(`/item/${id}`)).toBe(servedHtml);
    }
  });

  it('gives an item at an upper-case address the plain page once its owner removed it', async () => {
    const { token } = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, token)({ title: 'Folding ladder' });
    const address = `/item/${item.id.toUpperCase()}`;
    expect(await page(address)).toContain('<title>Folding ladder · Lendwell</title>');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await page(address)).toBe(servedHtml);
  });

  it('names the first listings page, its first photo and the categories, but no page a filter changes', async () => {
    const { token } = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, token)();
    const photo = item.image_urls[0] ?? '';
    const thumbnail = photo.replace('.jpg', '.webp');
    const html = await page('/listings');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${thumbnail}" imagesrcset="${thumbnail} 400w, ${photo} 1200w" imagesizes="(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high">`,
    );
    expect(html).toContain(module('ListingsPage-4.js'));
    expect(html).toContain(data('/api/categories'));
    expect(html).toContain(data('/api/items?limit=24&amp;page=1'));
    expect(html).toContain('<title>Lendwell — borrow from your neighbours</title>');

    const filtered = await page('/listings?search=tent');
    expect(filtered).toContain(data('/api/categories'));
    expect(filtered).not.toContain('/api/items');
    expect(filtered).not.toContain('as="image"');
  });

  it("names the home page's scripts", async () => {
    const html = await page('/');
    expect(html).toContain(module('HomePage-6.js'));
    expect(html).toContain('<title>Lendwell — borrow from your neighbours</title>');
  });

  it('sends the home and sign-in pages as brotli or gzip made once, as a browser asks', async () => {
    for (const url of ['/', '/login']) {
      const plain = await page(url);
      const browser = await ctx.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(browser.headers['content-encoding'], url).toBe('br');
      expect(browser.headers.vary, url).toBe('accept-encoding, accept-language');
      expect(browser.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(browser.rawPayload).toString(), url).toBe(plain);
      const gzipOnly = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipOnly.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipOnly.rawPayload).toString(), url).toBe(plain);
    }
  });

  it('tells a browser its copy of the home or sign-in page is current, for each encoding', async () => {
    for (const url of ['/', '/login']) {
      const etags = new Set<string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const first = await ctx.app.inject({ url, headers });
        const etag = first.headers.etag;
        if (typeof etag !== 'string') throw new Error(`${url} ${encoding}: no ETag`);
        etags.add(etag);
        const again = await ctx.app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
        expect(again.statusCode, `${url} ${encoding}`).toBe(304);
        expect(again.rawPayload.length, `${url} ${encoding}`).toBe(0);
        expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache' });
        const stale = await ctx.app.inject({
          url,
          headers: { ...headers, 'if-none-match': '"x"' },
        });
        expect(stale.statusCode, `${url} ${encoding}`).toBe(200);
        expect(stale.rawPayload).toEqual(first.rawPayload);
      }
      expect(etags.size, url).toBe(3);
    }
  });

  it("names the login page's scripts", async () => {
    const html = await page('/login');
    expect(html).toContain(module('LoginPage-5.js'));
    expect(html).toContain(module('Field-2.js'));
  });

  it('answers HEAD as GET, without a body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/listings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });
});
