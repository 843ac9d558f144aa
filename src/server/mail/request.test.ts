import { describe, expect, it } from 'vitest';
import { mailRequestOf } from './request';
import { messageIdOf } from './service';
import { mailSiteOf } from './settings';

const data = {
  subject: 'Hello',
  heading: 'Hello',
  lines: ['Hi'],
  action: { label: 'Open', path: '/' },
  category: 'messages',
  unsubscribePath: '/unsubscribe/t/messages',
};

describe('mailRequestOf', () => {
  it('reads the mail a mail event asks for', () => {
    const payload = { template: 'notification', to: 'a@example.com', userId: null, data };
    expect(mailRequestOf(payload)).toEqual(payload);
  });

  it('refuses an event no template can render', () => {
    expect(() =>
      mailRequestOf({ template: 'newsletter', to: 'a@example.com', userId: null, data }),
    ).toThrow();
    expect(() => mailRequestOf({ template: 'notification', userId: null, data })).toThrow();
    expect(() =>
      mailRequestOf({ template: 'notification', to: 'a@example.com', userId: 'x', data }),
    ).toThrow();
  });
});

describe('messageIdOf', () => {
  it('is the same for the same event, under the site host', () => {
    const id = '7ef9125f-bdbe-47a0-b00b-da4522ae55c3';
    expect(messageIdOf(id, 'https://lendwell.example:8443')).toBe(`<${id}@lendwell.example>`);
    expect(messageIdOf(id, 'https://lendwell.example')).toBe(
      messageIdOf(id, 'https://lendwell.example'),
    );
  });
});

describe('mailSiteOf', () => {
  it('names the site and keeps its address without a trailing slash', () => {
    expect(mailSiteOf({ siteUrl: 'https://lendwell.example/' })).toEqual({
      name: 'Lendwell',
      url: 'https://lendwell.example',
    });
    expect(mailSiteOf({}).url).toBe('http://localhost:5000');
  });
});
