import { describe, expect, it } from 'vitest';
import { sitePathOf, webLinksOf } from './links';

describe('webLinksOf', () => {
  it('lists the web links of an email once each, in order, with entities decoded', () => {
    const html = [
      '<a href="https://lendwell.example/reset?token=a&amp;b=1">Reset</a>',
      '<a href="mailto:support@lendwell.app">support</a>',
      '<a href="https://lendwell.example">Lendwell</a>',
      '<a href="https://lendwell.example/reset?token=a&amp;b=1">again</a>',
      '<a href="javascript:alert(1)">no</a>',
    ].join('');
    expect(webLinksOf(html)).toEqual([
      'https://lendwell.example/reset?token=a&b=1',
      'https://lendwell.example',
    ]);
  });

  it('finds none in an email without links', () => {
    expect(webLinksOf('<p>Hello</p>')).toEqual([]);
  });
});

describe('sitePathOf', () => {
  it('gives the path of a link to the site, and null for another site', () => {
    const site = 'http://localhost:5081';
    expect(sitePathOf('http://localhost:5081/reset-password?token=a#top', site)).toBe(
      '/reset-password?token=a#top',
    );
    expect(sitePathOf('http://localhost:5081', site)).toBe('/');
    expect(sitePathOf('http://localhost:5082/dashboard', site)).toBeNull();
    expect(sitePathOf('https://example.com/dashboard', site)).toBeNull();
  });
});
