/**
 * The `reverse_proxy` directives of a Caddyfile, read as far as the deploy checks need: their
 * upstreams and their subdirectives. Caddy has no validator on npm, and this file is small: one
 * line per directive, blocks opened at the end of a line and closed on a line of their own.
 */
export interface Upstream {
  host: string;
  port: number;
}

export interface ReverseProxy {
  line: number;
  upstreams: Upstream[];
  subdirectives: ReadonlyMap<string, string[]>;
}

function tokensOf(line: string): string[] {
  return line
    .replace(/(^|\s)#.*$/, '')
    .split(/\s+/)
    .filter((token) => token !== '');
}

/** `app1:5000`, `http://app1:5000` or `app1` (port 80, as Caddy takes it). */
export function upstreamOf(address: string): Upstream {
  const withoutScheme = address.replace(/^[a-z0-9+]+:\/\//i, '');
  const portStart = withoutScheme.lastIndexOf(':');
  if (portStart < 0) return { host: withoutScheme, port: 80 };
  return {
    host: withoutScheme.slice(0, portStart),
    port: Number(withoutScheme.slice(portStart + 1)),
  };
}

function isMatcher(token: string): boolean {
  return token.startsWith('@') || token.startsWith('/') || token === '*';
}

export function reverseProxiesOf(text: string): ReverseProxy[] {
  const proxies: ReverseProxy[] = [];
  let open: { proxy: ReverseProxy; subdirectives: Map<string, string[]>; depth: number } | null =
    null;
  text.split('\n').forEach((line, index) => {
    const tokens = tokensOf(line);
    const [first, ...rest] = tokens;
    if (!first) return;
    const opensBlock = tokens.at(-1) === '{';
    const words = opensBlock ? rest.slice(0, -1) : rest;
    if (!open) {
      if (first !== 'reverse_proxy') return;
      const subdirectives = new Map<string, string[]>();
      const upstreams = words.filter((word) => !isMatcher(word)).map(upstreamOf);
      const proxy = { line: index + 1, upstreams, subdirectives };
      proxies.push(proxy);
      if (opensBlock) open = { proxy, subdirectives, depth: 1 };
      return;
    }
    if (first === '}') {
      open.depth -= 1;
      if (open.depth === 0) open = null;
      return;
    }
    if (open.depth === 1) {
      if (first === 'to') open.proxy.upstreams.push(...words.map(upstreamOf));
      else open.subdirectives.set(first, words);
    }
    if (opensBlock) open.depth += 1;
  });
  return proxies;
}

export interface FixedResponse {
  line: number;
  path: string;
  status: number;
}

/** `respond /path 404` lines: answers Caddy gives itself, the app never asked. */
export function fixedResponsesOf(text: string): FixedResponse[] {
  return text.split('\n').flatMap((line, index) => {
    const [first, path, status] = tokensOf(line);
    if (first !== 'respond' || !path?.startsWith('/')) return [];
    return [{ line: index + 1, path, status: Number(status ?? 200) }];
  });
}

/** Whether a path matcher (`/api/ready`, `/api/*`) takes this path. */
export function pathMatches(matcher: string, path: string): boolean {
  return matcher.endsWith('*') ? path.startsWith(matcher.slice(0, -1)) : matcher === path;
}
