const HREF = /href="([^"]*)"/g;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every http(s) link of a rendered email, in order and once each (mailto: links left out). */
export function webLinksOf(html: string): string[] {
  const links = [...html.matchAll(HREF)].map((match) =>
    (match[1] ?? '').replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (entity) => ENTITIES[entity] ?? entity,
    ),
  );
  return [...new Set(links.filter((link) => /^https?:\/\//i.test(link)))];
}

/** The path of a link to the site itself (same origin as siteUrl), or null for any other. */
export function sitePathOf(link: string, siteUrl: string): string | null {
  const url = new URL(link);
  if (url.origin !== new URL(siteUrl).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
