import { escapeHtml } from '../../shared/html';
import type { Marketplace } from '../../shared/marketplace';

/** What the server writes into the SPA's index.html for one page, before any script runs. */
export interface PageHead {
  title?: string;
  description?: string;
  /** `<link>` elements fetched with the HTML, so that the page's script finds them loaded. */
  links: HeadLink[];
}

export type HeadLink =
  | {
      kind: 'image';
      href: string;
      srcSet?: string;
      sizes?: string;
      /** The page's largest picture: ahead of everything else the browser has queued. */
      highPriority?: boolean;
    }
  | { kind: 'fetch'; href: string }
  | { kind: 'module'; href: string };

function attributes(pairs: [string, string | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
    .join(' ');
}

function linkHtml(link: HeadLink): string {
  switch (link.kind) {
    case 'image':
      return `<link ${attributes([
        ['rel', 'preload'],
        ['as', 'image'],
        ['href', link.href],
        ['imagesrcset', link.srcSet],
        ['imagesizes', link.sizes],
        ['fetchpriority', link.highPriority ? 'high' : undefined],
      ])}>`;
    case 'fetch':
      // The page's own fetch() is a same-origin CORS request: only a preload made the same way
      // (crossorigin) is the one it takes instead of asking again.
      return `<link ${attributes([
        ['rel', 'preload'],
        ['as', 'fetch'],
        ['href', link.href],
        ['crossorigin', ''],
      ])}>`;
    case 'module':
      return `<link ${attributes([
        ['rel', 'modulepreload'],
        ['crossorigin', ''],
        ['href', link.href],
      ])}>`;
  }
}

/**
 * The template with the page's title and description in place of the generic ones, and its
 * links at the end of <head>: after the entry script and its chunks, which the page needs first
 * (a phone on HTTP/1.1 fetches six things at a time, in the order it finds them). A template
 * without those elements is returned as it is. Every insertion is a function, never a replacement
 * string: user text such as `$'` would otherwise be read as a pattern.
 */
export function withPageHead(template: string, head: PageHead): string {
  let html = template;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    html = html.replace(/<title>[^<]*<\/title>/, () => title);
  }
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => description);
  }
  const links = head.links.map(linkHtml).join('\n    ');
  if (links === '') return html;
  return html.replace(/(\s*)<\/head>/, (end, space: string) => `${space}  ${links}${end}`);
}

/** A description short enough to be shown whole in search results, cut at a word. */
export function summaryOf(text: string, maxLength = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  // One character is kept for the ellipsis: a space there still ends a whole word.
  const lastSpace = flat.slice(0, maxLength).lastIndexOf(' ');
  const kept = lastSpace > maxLength / 2 ? flat.slice(0, lastSpace) : flat.slice(0, maxLength - 1);
  return `${kept.trimEnd()}…`;
}

/** The name of the `<meta>` that carries the marketplace's settings to the browser's rules. */
export const MARKETPLACE_META = 'lendwell-marketplace';

/**
 * The template with the marketplace's settings in a `<meta>` at the top of `<head>`, read by
 * the web app before its first rule runs: its country, currency, distances and postal codes.
 */
export function withMarketplace(template: string, marketplace: Marketplace): string {
  const meta = `<meta name="${MARKETPLACE_META}" content="${escapeHtml(JSON.stringify(marketplace))}">`;
  return template.replace(/<head>/, (head) => `${head}\n    ${meta}`);
}
