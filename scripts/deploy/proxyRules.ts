import { fixedResponsesOf, pathMatches, type ReverseProxy, reverseProxiesOf } from './caddyfile';
import type { ComposeContext } from './composeContext';
import {
  bindMountOf,
  type ComposeFile,
  environmentOf,
  repositoryPath,
  type Service,
} from './composeFile';
import { imageNameOf } from './imageReference';

const CADDYFILE_IN_IMAGE = '/etc/caddy/Caddyfile';
/** For the proxy's health checks only, which go to each server directly, not through the site. */
const READINESS_PATH = '/api/ready';

/** Whether the site answers readiness itself with an error rather than forwarding it. */
function hidesReadiness(caddyfile: string): boolean {
  return fixedResponsesOf(caddyfile).some(
    ({ path, status }) => pathMatches(path, READINESS_PATH) && status >= 400,
  );
}

export function isProxy(service: Service): boolean {
  return imageNameOf(service.image ?? '') === 'caddy';
}

function appPort(service: Service, context: ComposeContext): number {
  const port = environmentOf(service).PORT ?? context.imageEnvironment.PORT;
  return port ? Number(port) : context.defaultPort;
}

function upstreamProblems(
  proxy: ReverseProxy,
  caddyfile: string,
  file: ComposeFile,
  apps: string[],
  context: ComposeContext,
): string[] {
  const where = `${caddyfile} line ${proxy.line}`;
  const problems = proxy.upstreams.flatMap(({ host, port }) => {
    const service = apps.includes(host) ? file.services[host] : undefined;
    if (!service) return [`${where}: ${host} is not an app service (${apps.join(', ')})`];
    const served = appPort(service, context);
    return port === served ? [] : [`${where}: ${host}:${port}, but ${host} listens on ${served}`];
  });
  if (proxy.subdirectives.get('health_uri')?.[0] !== '/api/ready') {
    problems.push(`${where}: health_uri /api/ready, so a server that cannot serve gets no traffic`);
  }
  if (proxy.subdirectives.get('flush_interval')?.[0] !== '-1') {
    problems.push(`${where}: flush_interval -1, so live updates are not held back`);
  }
  return problems;
}

/**
 * Caddy is the one way in: the only service that publishes ports, proxying to every app server
 * (and nothing else) on the port it listens on, with the readiness check and streaming on.
 */
export function proxyProblems(
  file: ComposeFile,
  apps: string[],
  context: ComposeContext,
): string[] {
  const services = Object.entries(file.services);
  const problems = services
    .filter(([, service]) => service.ports?.length && !isProxy(service))
    .map(([name]) => `${name}: publishes ports; only the proxy (Caddy) should be reachable`);
  const proxies = services.filter(([, service]) => isProxy(service));
  if (proxies.length === 0)
    return [...problems, 'no Caddy service: nothing proxies the app servers'];

  for (const [name, service] of proxies) {
    const mount = (service.volumes ?? [])
      .map(bindMountOf)
      .find((bind) => bind?.target === CADDYFILE_IN_IMAGE);
    if (!mount) {
      problems.push(`${name}: mount the Caddyfile from the repository at ${CADDYFILE_IN_IMAGE}`);
      continue;
    }
    const caddyfile = repositoryPath(mount.source);
    if (!context.exists(caddyfile)) continue;
    const text = context.readFile(caddyfile);
    if (!hidesReadiness(text)) {
      problems.push(
        `${caddyfile}: respond ${READINESS_PATH} 404, so that no one outside can make each request query the database or read which migrations are pending`,
      );
    }
    const reverseProxies = reverseProxiesOf(text);
    if (reverseProxies.length === 0) problems.push(`${caddyfile}: no reverse_proxy`);
    for (const proxy of reverseProxies) {
      problems.push(...upstreamProblems(proxy, caddyfile, file, apps, context));
    }
    const proxied = new Set(reverseProxies.flatMap((proxy) => proxy.upstreams.map((u) => u.host)));
    for (const app of apps.filter((app) => !proxied.has(app))) {
      problems.push(`${app}: gets no traffic, it is not an upstream in ${caddyfile}`);
    }
  }
  return problems;
}
