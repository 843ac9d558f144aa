import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html';
import { summaryOf, withPageHead } from './pageHead';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic words." />
    <title>Lendwell — borrow from your neighbours</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('withPageHead', () => {
  it("writes the page's title and description in place of the generic ones", () => {
    const html = withPageHead(template, {
      title: 'Tent <for 4> · Lendwell',
      description: 'Sleeps "four" & packs small.',
      links: [],
    });
    expect(html).toContain('<title>Tent &lt;for 4&gt; · Lendwell</title>');
    expect(html).toContain(
      '<meta name="description" content="Sleeps &quot;four&quot; &amp; packs small." />',
    );
    expect(html).not.toContain('Generic words.');
    expect(html).not.toContain('borrow from your neighbours');
  });

  it.each(['$&', '$`', "$'", '$$'])('writes %s in a title or description as it is', (pattern) => {
    const html = withPageHead(template, {
      title: `Drill ${pattern} x`,
      description: `Cuts ${pattern} wood.`,
      links: [{ kind: 'fetch', href: `/api/items?q=${pattern}` }],
    });
    const escaped = escapeHtml(pattern);
    expect(html).toContain(`<title>Drill ${escaped} x</title>`);
    expect(html).toContain(`<meta name="description" content="Cuts ${escaped} wood." />`);
    expect(html).toContain(`href="/api/items?q=${escaped}"`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('adds the links at the end of the head, after the entry script', () => {
    const html = withPageHead(template, {
      links: [
        {
          kind: 'image',
          href: '/uploads/a.jpg',
          srcSet: '/uploads/a.webp 400w, /uploads/a.jpg 1200w',
          sizes: '100vw',
          highPriority: true,
        },
        { kind: 'fetch', href: '/api/items/1' },
        { kind: 'module', href: '/assets/ItemDetailPage-x.js' },
      ],
    });
    const image =
      '<link rel="preload" as="image" href="/uploads/a.jpg" imagesrcset="/uploads/a.webp 400w, /uploads/a.jpg 1200w" imagesizes="100vw" fetchpriority="high">';
    const fetch = '<link rel="preload" as="fetch" href="/api/items/1" crossorigin>';
    const module = '<link rel="modulepreload" crossorigin href="/assets/ItemDetailPage-x.js">';
    for (const link of [image, fetch, module]) expect(html).toContain(link);
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf(image));
    expect(html.indexOf(module)).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a template without a head as it is', () => {
    const bare = '<!doctype html><div id="root"></div>';
    expect(
      withPageHead(bare, { title: 'T', description: 'D', links: [{ kind: 'fetch', href: '/x' }] }),
    ).toBe(bare);
  });
});

describe('summaryOf', () => {
  it('keeps a short text whole, on one line', () => {
    expect(summaryOf('A  sturdy\n\ntent.')).toBe('A sturdy tent.');
  });

  it('cuts a long text at a word, within the limit, and marks the cut', () => {
    const text = 'word '.repeat(100);
    const summary = summaryOf(text, 30);
    expect(summary).toBe('word word word word word word…');
    expect(summary.length).toBeLessThanOrEqual(30);
  });

  it('cuts a text without spaces where the limit falls', () => {
    expect(summaryOf('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
