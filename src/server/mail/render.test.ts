import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../shared/i18n/allCatalogs';
import type { MailRequest } from './queue';
import { renderMail } from './render';

const english = i18nFor('en-US');
const site = { name: 'Lendwell', url: 'https://lendwell.example' };

const request: MailRequest = {
  template: 'notification',
  to: 'sam@example.com',
  userId: null,
  data: {
    subject: 'Your rental was accepted',
    heading: 'Good news: your request was accepted',
    lines: ['Robin accepted your request for the Cordless drill.', 'Pick it up on 3 June.'],
    action: { label: 'See your booking', path: '/dashboard' },
    category: 'booking_updates',
    unsubscribePath: '/unsubscribe/abc/booking_updates',
  },
};

describe('renderMail', () => {
  it('renders the HTML part with the site, the lines and one absolute button link', async () => {
    const mail = await renderMail(request, site, english);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Your rental was accepted');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Good news: your request was accepted');
    expect(mail.html).toContain('Pick it up on 3 June.');
    expect(mail.html).toContain('href="https://lendwell.example/dashboard"');
    expect(mail.html).toContain('href="https://lendwell.example"');
    expect(mail.html).toContain('support@lendwell.app');
  });

  it('renders a plain-text part that says the same, links included', async () => {
    const mail = await renderMail(request, site, english);
    expect(mail.text).not.toContain('<');
    // Plain text shows headings in capitals; the words are what counts.
    for (const words of [
      'Lendwell',
      'Good news: your request was accepted',
      'Robin accepted your request for the Cordless drill.',
      'https://lendwell.example/dashboard',
      'https://lendwell.example/unsubscribe/abc/booking_updates',
    ]) {
      expect(mail.text.toUpperCase()).toContain(words.toUpperCase());
    }
  });

  it('gives a notification its absolute one-click unsubscribe link', async () => {
    const mail = await renderMail(request, site, english);
    expect(mail.unsubscribeUrl).toBe('https://lendwell.example/unsubscribe/abc/booking_updates');
  });

  it('escapes what the data says, so no text becomes markup', async () => {
    const hostile = { ...request, data: { ...request.data, lines: ['<script>alert(1)</script>'] } };
    const mail = await renderMail(hostile, site, english);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
