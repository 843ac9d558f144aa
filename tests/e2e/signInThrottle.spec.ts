import { expect, test } from '@playwright/test';
import { DEFAULT_SIGN_IN_ACCOUNT_LIMIT } from '../../src/server/features/auth/signInThrottle';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { logInThroughForm, signUpThroughForm, uniqueEmail } from './helpers';

for (const width of [1280, 390]) {
  test.describe(`sign-in throttle at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('wrong passwords against one account are slowed, and the owner can still ask for a reset', async ({
      page,
      browser,
    }, testInfo) => {
      const address = uniqueEmail('guessed');
      const owner = await (await browser.newContext()).newPage();
      await signUpThroughForm(owner, address);
      await owner.context().close();

      await page.goto('/login');
      const attempt = async (password: string) => {
        const answered = page.waitForResponse((response) =>
          response.url().endsWith('/api/auth/login'),
        );
        await logInThroughForm(page, address, password);
        return (await answered).status();
      };
      for (let guess = 0; guess < DEFAULT_SIGN_IN_ACCOUNT_LIMIT.perAccount; guess += 1) {
        expect(await attempt(`Wrong-guess-${guess}`)).toBe(401);
        await expect(page.getByRole('alert')).toHaveText(inEnglish('login.invalidCredentials'));
      }
      expect(await attempt('Wrong-guess-again')).toBe(429);
      await expect(page.getByRole('alert')).toHaveText(inEnglish('login.throttled'));
      await page.screenshot({
        path: testInfo.outputPath(`throttled-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    });
  });
}
