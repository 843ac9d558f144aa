// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose's ${NAME} syntax, not templates
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { ComposeContext } from './composeContext';
import { checkCompose } from './composeRules';

const CADDYFILE = `localhost {
	reverse_proxy app1:5000 app2:5000 {
		health_uri /api/ready
		flush_interval -1
	}
	respond /api/ready 404
}
`;

function contextWith(files: Record<string, string> = { 'deploy/Caddyfile': CADDYFILE }) {
  return {
    settingNames: new Set(['DATABASE_URL', 'TRUST_PROXY', 'PORT']),
    settingProblems: (environment) =>
      environment.TRUST_PROXY === 'yes' ? ['TRUST_PROXY: Invalid option'] : [],
    imageEnvironment: { NODE_ENV: 'production' },
    defaultPort: 5000,
    exists: (path) => path in files,
    readFile: (path) => files[path] ?? '',
  } satisfies ComposeContext;
}

type Compose = { services: Record<string, Record<string, unknown>> };

function app(): Record<string, unknown> {
  return {
    build: { context: '.' },
    environment: { DATABASE_URL: 'postgres://u:${PASSWORD:-local-only}@postgres/x' },
    healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:5000/api/ready')"] },
    depends_on: { postgres: { condition: 'service_healthy' } },
  };
}

function goodCompose(): Compose {
  return {
    services: {
      app1: app(),
      app2: app(),
      postgres: {
        image: 'postgres:15.18-bookworm',
        healthcheck: { test: ['CMD', 'pg_isready'] },
      },
      caddy: {
        image: 'caddy:2.10.2-alpine',
        ports: ['443:443'],
        volumes: ['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data'],
        depends_on: { app1: { condition: 'service_started' } },
      },
    },
  };
}

function problemsOf(compose: Compose, context = contextWith()): string[] {
  return checkCompose(stringify(compose), context);
}

function service(compose: Compose, name: string): Record<string, unknown> {
  const found = compose.services[name];
  if (!found) throw new Error(`no ${name} in the fixture`);
  return found;
}

describe('checkCompose', () => {
  it('accepts pinned images, known settings, healthy dependencies and Caddy in front', () => {
    expect(problemsOf(goodCompose())).toEqual([]);
  });

  it('refuses text that is not YAML, or not the Compose Specification', () => {
    expect(checkCompose('services: [', contextWith())[0]).toMatch(/^not valid YAML: /);
    const compose = goodCompose();
    service(compose, 'postgres').restart_policy = 'always';
    expect(problemsOf(compose)).toEqual([
      'services.postgres: must NOT have additional properties (restart_policy)',
    ]);
  });

  it('refuses an image that is not pinned', () => {
    const compose = goodCompose();
    service(compose, 'postgres').image = 'postgres:15';
    expect(problemsOf(compose)).toEqual([
      'postgres: postgres:15: the tag 15 names no exact release (a version such as 15.18 or 20.20.2, or a date)',
    ]);
  });

  it('refuses a setting the server does not read, and one it would refuse', () => {
    const compose = goodCompose();
    service(compose, 'app1').environment = ['DATABASE_URL=postgres://x', 'S3_BUCKT=typo'];
    service(compose, 'app2').environment = { TRUST_PROXY: 'yes' };
    expect(problemsOf(compose)).toEqual([
      'app1: S3_BUCKT is not a setting the server reads (src/server/config.ts)',
      'app2: TRUST_PROXY: Invalid option',
    ]);
  });

  it('refuses an app health check that asks liveness instead of readiness', () => {
    const compose = goodCompose();
    service(compose, 'app2').healthcheck = { test: 'curl -f http://localhost:5000/api/health' };
    expect(problemsOf(compose)).toEqual([
      'app2: its healthcheck must ask /api/ready, so it counts once it can serve',
    ]);
  });

  it('refuses dependencies that do not wait for a health check that exists', () => {
    const compose = goodCompose();
    service(compose, 'app1').depends_on = ['postgres'];
    service(compose, 'app2').depends_on = {
      postgres: { condition: 'service_started' },
      redis: { condition: 'service_healthy' },
    };
    delete service(compose, 'postgres').healthcheck;
    service(compose, 'caddy').depends_on = { postgres: { condition: 'service_healthy' } };
    expect(problemsOf(compose)).toEqual([
      'app1: depends_on without conditions starts it before postgres can serve',
      'app2: waits for postgres to start only: use service_healthy',
      'app2: depends on redis, which is not a service',
      'caddy: waits for postgres to be healthy, but postgres has no healthcheck',
    ]);
  });

  it('refuses a proxy that waits for each app server to be healthy', () => {
    const compose = goodCompose();
    service(compose, 'caddy').depends_on = {
      app1: { condition: 'service_started' },
      app2: { condition: 'service_healthy' },
    };
    expect(problemsOf(compose)).toEqual([
      'caddy: waits for app2 to be healthy, so one failing server keeps the site down: use service_started',
    ]);
  });

  it('knows Caddy pinned by digest as the proxy', () => {
    const compose = goodCompose();
    service(compose, 'caddy').image = `caddy@sha256:${'a'.repeat(64)}`;
    expect(problemsOf(compose)).toEqual([]);
  });

  it('refuses a Caddyfile that forwards readiness to anyone who asks', () => {
    const forwarded = CADDYFILE.replace('\trespond /api/ready 404\n', '');
    const wrongPath = CADDYFILE.replace('respond /api/ready 404', 'respond /api/health 404');
    for (const caddyfile of [forwarded, wrongPath]) {
      expect(problemsOf(goodCompose(), contextWith({ 'deploy/Caddyfile': caddyfile }))).toEqual([
        'deploy/Caddyfile: respond /api/ready 404, so that no one outside can make each request query the database or read which migrations are pending',
      ]);
    }
    const prefix = CADDYFILE.replace('respond /api/ready 404', 'respond /api/ready* 403');
    expect(problemsOf(goodCompose(), contextWith({ 'deploy/Caddyfile': prefix }))).toEqual([]);
  });

  it('refuses a bind mount of a file the repository does not have', () => {
    const compose = goodCompose();
    service(compose, 'postgres').volumes = ['./deploy/init.sql:/docker-entrypoint-initdb.d/x.sql'];
    expect(problemsOf(compose)).toEqual([
      'postgres: mounts ./deploy/init.sql, which is not in the repository',
    ]);
  });

  it('refuses ports published by anything but the proxy, and a stack without Caddy', () => {
    const compose = goodCompose();
    service(compose, 'postgres').ports = ['5432:5432'];
    expect(problemsOf(compose)).toEqual([
      'postgres: publishes ports; only the proxy (Caddy) should be reachable',
    ]);
    delete compose.services.caddy;
    expect(problemsOf(compose)).toContain('no Caddy service: nothing proxies the app servers');
  });

  it('refuses a Caddyfile whose upstreams are not the app services on their port', () => {
    const caddyfile = CADDYFILE.replace('app1:5000 app2:5000', 'app1:5000 app1:8080 postgres:5432');
    expect(problemsOf(goodCompose(), contextWith({ 'deploy/Caddyfile': caddyfile }))).toEqual([
      'deploy/Caddyfile line 2: app1:8080, but app1 listens on 5000',
      'deploy/Caddyfile line 2: postgres is not an app service (app1, app2)',
      'app2: gets no traffic, it is not an upstream in deploy/Caddyfile',
    ]);
  });

  it('reads the app port from the service settings before the default', () => {
    const compose = goodCompose();
    service(compose, 'app2').environment = { PORT: '8080' };
    expect(problemsOf(compose)).toEqual([
      'deploy/Caddyfile line 2: app2:5000, but app2 listens on 8080',
    ]);
  });

  it('refuses a proxy without the readiness check or streaming, or without the Caddyfile', () => {
    const caddyfile = CADDYFILE.replace('\t\thealth_uri /api/ready\n', '').replace(
      'flush_interval -1',
      'flush_interval 100ms',
    );
    expect(problemsOf(goodCompose(), contextWith({ 'deploy/Caddyfile': caddyfile }))).toEqual([
      'deploy/Caddyfile line 2: health_uri /api/ready, so a server that cannot serve gets no traffic',
      'deploy/Caddyfile line 2: flush_interval -1, so live updates are not held back',
    ]);
    const compose = goodCompose();
    service(compose, 'caddy').volumes = ['caddy-data:/data'];
    expect(problemsOf(compose)).toEqual([
      'caddy: mount the Caddyfile from the repository at /etc/caddy/Caddyfile',
    ]);
  });
});
