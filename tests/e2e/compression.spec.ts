import { expect, type Page, test } from '@playwright/test';

/** The entry script index.html loads, as the build named it. */
async function mainScriptPath(page: Page): Promise<string> {
  const src = await page
    .locator('script[type="module"][src*="/assets/index-"]')
    .getAttribute('src');
  if (!src) throw new Error('index.html loads no main script');
  return src;
}

test('a browser gets the built files and API answers compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    encodings.set(pathname, response.headers()['content-encoding']);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  const script = await mainScriptPath(page);
  expect(encodings.get(script)).toBe('br');
  expect(encodings.get('/')).toBe('br');

  const itemsAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/items',
  );
  await page.goto('/listings');
  expect((await itemsAnswer).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('HEAD shows the encoding; source maps and copies by name are not served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await mainScriptPath(page);
  const brotli = { 'accept-encoding': 'br' };

  const head = await request.head(script, { headers: brotli });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-encoding']).toBe('br');
  expect(head.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(head.headers().vary).toBe('accept-encoding');

  const items = await request.head('/api/items?limit=24', { headers: brotli });
  expect(items.headers()['content-encoding']).toBe('br');

  for (const path of [`${script}.map`, `${script}.br`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
