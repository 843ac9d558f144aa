import { expect, test } from '@playwright/test';
import { register } from './api';
import { logInThroughForm, PASSWORD, signUpThroughForm, uniqueEmail } from './helpers';

test('sign up, sign out, get sent to sign in by a protected page, and come back to it', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await signUpThroughForm(page, email);
  await expect(page.getByText('Welcome to Lendwell, Casey! Your account is ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // A new account is welcomed, not welcomed back.
  await expect(page.getByText('Welcome back, Casey.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email, 'Str0ng!pass');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Casey Neighbour');

  // The guard replaced the history entry: going back does not return to the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('the disclaimer stays accepted across a reload; remind me later only hides it', async ({
  page,
}) => {
  await signUpThroughForm(page, uniqueEmail('disclaimer'), PASSWORD, { acceptDisclaimer: false });
  const panel = page.getByRole('region', { name: 'Platform Disclaimer' });
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Remind me later' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'I Understand and Accept' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(panel).toBeHidden();
});

test('sign-in refusals show the spec messages; the demo picker fills the form', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  await logInThroughForm(page, 'demo@lendwell.app', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.getByRole('button', { name: /Item owner/ }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('owner@lendwell.app');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Sam.')).toBeVisible();
});

test('forgot password asks for the address, then confirms without saying whether it has an account', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address first');
  await page.getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('If an account exists for someone@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('sign-up checks fields in order and rates the password', async ({ page, request }) => {
  const existing = await register(request, 'Demo');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(
    page.getByText('You must agree to the Terms of Service and Privacy Policy'),
  ).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await expect(page.getByTestId('password-strength')).toContainText('Very Weak');
  await password.fill('Abcdef1!');
  await expect(page.getByTestId('password-strength')).toContainText('Strong');

  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('First name').fill('Demo');
  await page.getByLabel('Last name').fill('Again');
  // Emails are matched without regard to case.
  await page.getByLabel('Email address').fill(existing.email.toUpperCase());
  await page.getByLabel('Phone number').fill('5550000000');
  await page.getByLabel('Confirm password').fill('Abcdef1!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});
