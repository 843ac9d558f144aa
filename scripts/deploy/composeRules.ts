import type { ComposeContext } from './composeContext';
import {
  appServiceNames,
  bindMountOf,
  type ComposeFile,
  environmentOf,
  readComposeFile,
  repositoryPath,
  type Service,
} from './composeFile';
import { imagePinningProblem } from './imageReference';
import { isProxy, proxyProblems } from './proxyRules';

function imageProblems(name: string, service: Service): string[] {
  if (service.build !== undefined) return [];
  if (!service.image) return [`${name}: neither an image nor a build`];
  const problem = imagePinningProblem(service.image);
  return problem ? [`${name}: ${problem}`] : [];
}

function appServiceProblems(name: string, service: Service, context: ComposeContext): string[] {
  const environment = environmentOf(service);
  const unknown = Object.keys(environment).filter((key) => !context.settingNames.has(key));
  const problems = unknown.map(
    (key) => `${name}: ${key} is not a setting the server reads (src/server/config.ts)`,
  );
  const settings = { ...context.imageEnvironment, ...environment };
  problems.push(...context.settingProblems(settings).map((problem) => `${name}: ${problem}`));
  const test = service.healthcheck?.test;
  const testText = Array.isArray(test) ? test.join(' ') : (test ?? '');
  if (!testText.includes('/api/ready')) {
    problems.push(`${name}: its healthcheck must ask /api/ready, so it counts once it can serve`);
  }
  return problems;
}

/**
 * The proxy starts once the app servers have started, not once each is healthy: one server
 * failing its check would otherwise keep the whole site down, while the proxy's own health
 * checks already send no traffic to it.
 */
function proxyDependencyProblem(name: string, target: string, condition: string) {
  if (condition === 'service_healthy') {
    return [
      `${name}: waits for ${target} to be healthy, so one failing server keeps the site down: use service_started`,
    ];
  }
  return [];
}

function dependencyProblems(
  name: string,
  service: Service,
  file: ComposeFile,
  apps: string[],
): string[] {
  const dependsOn = service.depends_on;
  if (!dependsOn) return [];
  if (Array.isArray(dependsOn)) {
    return [
      `${name}: depends_on without conditions starts it before ${dependsOn.join(', ')} can serve`,
    ];
  }
  return Object.entries(dependsOn).flatMap(([target, { condition }]) => {
    const dependency = file.services[target];
    if (!dependency) return [`${name}: depends on ${target}, which is not a service`];
    if (isProxy(service) && apps.includes(target)) {
      return proxyDependencyProblem(name, target, condition);
    }
    if (condition === 'service_started') {
      return [`${name}: waits for ${target} to start only: use service_healthy`];
    }
    const hasHealthcheck = dependency.healthcheck && !dependency.healthcheck.disable;
    if (condition === 'service_healthy' && !hasHealthcheck) {
      return [`${name}: waits for ${target} to be healthy, but ${target} has no healthcheck`];
    }
    return [];
  });
}

function bindMountProblems(name: string, service: Service, context: ComposeContext): string[] {
  return (service.volumes ?? []).flatMap((volume) => {
    const mount = bindMountOf(volume);
    if (!mount || context.exists(repositoryPath(mount.source))) return [];
    return [`${name}: mounts ${mount.source}, which is not in the repository`];
  });
}

/** What is wrong with compose.yaml: the schema's findings first, then this project's rules. */
export function checkCompose(text: string, context: ComposeContext): string[] {
  const file = readComposeFile(text);
  if ('problems' in file) return file.problems;
  const apps = appServiceNames(file);
  if (apps.length === 0) return ['no service is built from the Dockerfile: no app server'];
  const problems = Object.entries(file.services).flatMap(([name, service]) => [
    ...imageProblems(name, service),
    ...(apps.includes(name) ? appServiceProblems(name, service, context) : []),
    ...dependencyProblems(name, service, file, apps),
    ...bindMountProblems(name, service, context),
  ]);
  return [...problems, ...proxyProblems(file, apps, context)];
}
