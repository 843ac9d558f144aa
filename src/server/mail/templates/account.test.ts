import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../shared/i18n/allCatalogs';
import type { MailRequest } from '../queue';
import { renderMail } from '../render';

const english = i18nFor('en-US');
const site = { name: 'Lendwell', url: 'https://lendwell.example' };
const base = { to: 'robin@example.com', userId: null };

const cases: { request: MailRequest; subject: string; words: string[]; link?: string }[] = [
  {
    request: {
      ...base,
      template: 'passwordReset',
      data: { firstName: 'Robin', linkPath: '/reset-password?token=abc' },
    },
    subject: 'Reset your Lendwell password',
    words: ['Hello Robin', 'works once, for 1 hour', 'ignore this email'],
    link: 'https://lendwell.example/reset-password?token=abc',
  },
  {
    request: {
      ...base,
      template: 'verifyEmail',
      data: { firstName: 'Robin', linkPath: '/verify-email?token=def' },
    },
    subject: 'Confirm your email address',
    words: ['Welcome, Robin', 'verified mark', '48 hours'],
    link: 'https://lendwell.example/verify-email?token=def',
  },
  {
    request: {
      ...base,
      template: 'confirmEmailChange',
      data: { firstName: 'Robin', newEmail: 'new@example.com', linkPath: '/verify-email?token=g' },
    },
    subject: 'Confirm your new email address',
    words: ['new@example.com', '24 hours', 'nothing changes'],
    link: 'https://lendwell.example/verify-email?token=g',
  },
  {
    request: {
      ...base,
      template: 'emailChanged',
      data: { firstName: 'Robin', newEmail: 'new@example.com' },
    },
    subject: 'Your email address was changed',
    words: ['now uses new@example.com', 'did not make this change'],
  },
  {
    request: { ...base, template: 'passwordChanged', data: { firstName: 'Robin' } },
    subject: 'Your password was changed',
    words: ['was just changed', 'other sessions were signed out'],
    link: 'https://lendwell.example/login?mode=forgot',
  },
];

describe('the account emails', () => {
  it.each(cases)('$subject: both parts say it, with the site and its one link', async (each) => {
    const mail = await renderMail(each.request, site, english);
    expect(mail.subject).toBe(each.subject);
    expect(mail.unsubscribeUrl).toBeUndefined();
    const text = mail.text.replace(/\s+/g, ' ');
    for (const words of [...each.words, 'Lendwell', 'https://lendwell.example']) {
      expect(mail.html.replace(/\s+/g, ' ')).toContain(words);
      expect(text).toContain(words);
    }
    if (each.link) {
      expect(mail.html).toContain(`href="${each.link}"`);
      expect(text).toContain(each.link);
    }
  });
});

describe('the account emails in Spanish', () => {
  it('are written wholly in the recipient’s language, with the link', async () => {
    const request = cases[0]?.request;
    if (!request) throw new Error('no reset case');
    const mail = await renderMail(request, site, i18nFor('es-US'));
    expect(mail.subject).toBe('Restablece tu contraseña de Lendwell');
    expect(mail.html).toContain('lang="es-US"');
    const text = mail.text.replace(/\s+/g, ' ');
    for (const words of ['Hola, Robin:', 'una sola vez, durante 1 hora', '¿Preguntas?']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Hello');
    expect(text).toContain('https://lendwell.example/reset-password?token=abc');
  });
});
