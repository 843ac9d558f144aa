import { describe, expect, it } from 'vitest';
import { fixedResponsesOf, pathMatches, reverseProxiesOf, upstreamOf } from './caddyfile';

describe('upstreamOf', () => {
  it('reads host and port, with or without a scheme, port 80 by default', () => {
    expect(upstreamOf('app1:5000')).toEqual({ host: 'app1', port: 5000 });
    expect(upstreamOf('http://app2:5001')).toEqual({ host: 'app2', port: 5001 });
    expect(upstreamOf('app3')).toEqual({ host: 'app3', port: 80 });
  });
});

describe('reverseProxiesOf', () => {
  it('reads the upstreams and subdirectives of each reverse_proxy, comments left out', () => {
    const text = [
      '# the site',
      '{$SITE_ADDRESS:localhost} {',
      '\tencode zstd gzip',
      '\treverse_proxy /api/* app1:5000 app2:5000 { # both servers',
      '\t\tto app3:5000',
      '\t\thealth_uri /api/ready',
      '\t\ttransport http {',
      '\t\t\tread_timeout 5s',
      '\t\t}',
      '\t\tflush_interval -1',
      '\t}',
      '\treverse_proxy @other backup:80',
      '}',
    ].join('\n');
    const [first, second, ...others] = reverseProxiesOf(text);
    expect(others).toEqual([]);
    expect(first?.line).toBe(4);
    expect(first?.upstreams).toEqual([
      { host: 'app1', port: 5000 },
      { host: 'app2', port: 5000 },
      { host: 'app3', port: 5000 },
    ]);
    expect(Object.fromEntries(first?.subdirectives ?? [])).toEqual({
      health_uri: ['/api/ready'],
      transport: ['http'],
      flush_interval: ['-1'],
    });
    expect(second?.upstreams).toEqual([{ host: 'backup', port: 80 }]);
    expect(second?.subdirectives.size).toBe(0);
  });

  it('finds nothing in a Caddyfile without a reverse proxy', () => {
    expect(reverseProxiesOf('localhost {\n\tfile_server\n}\n')).toEqual([]);
  });
});

describe('fixedResponsesOf', () => {
  it('reads the path and status of each respond with a path, 200 when none is given', () => {
    const text =
      'localhost {\n\trespond /api/ready 404 # not public\n\trespond /ping\n\trespond "hi"\n}\n';
    expect(fixedResponsesOf(text)).toEqual([
      { line: 2, path: '/api/ready', status: 404 },
      { line: 3, path: '/ping', status: 200 },
    ]);
  });
});

describe('pathMatches', () => {
  it('matches a path exactly, or by its prefix when the matcher ends in *', () => {
    expect(pathMatches('/api/ready', '/api/ready')).toBe(true);
    expect(pathMatches('/api/*', '/api/ready')).toBe(true);
    expect(pathMatches('/api/ready', '/api/readyz')).toBe(false);
    expect(pathMatches('/api/health', '/api/ready')).toBe(false);
  });
});
