import { parse } from 'yaml';
import { z } from 'zod';
import { composeSchemaProblems } from './composeSchema';
import { interpolate } from './interpolate';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const serviceSchema = z.looseObject({
  image: z.string().optional(),
  build: z.unknown().optional(),
  environment: z.union([z.record(z.string(), scalar), z.array(z.string())]).optional(),
  ports: z.array(z.unknown()).optional(),
  depends_on: z
    .union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string() }))])
    .optional(),
  healthcheck: z
    .looseObject({
      test: z.union([z.string(), z.array(z.string())]).optional(),
      disable: z.boolean().optional(),
    })
    .optional(),
  volumes: z
    .array(
      z.union([
        z.string(),
        z.looseObject({ type: z.string(), source: z.string().optional(), target: z.string() }),
      ]),
    )
    .optional(),
});

export type Service = z.infer<typeof serviceSchema>;

export interface ComposeFile {
  services: Record<string, Service>;
}

const composeFileSchema = z.looseObject({ services: z.record(z.string(), serviceSchema) });

/** The compose file's services, or why it cannot be read: YAML errors, then the schema's. */
export function readComposeFile(text: string): ComposeFile | { problems: string[] } {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    return { problems: [`not valid YAML: ${error instanceof Error ? error.message : error}`] };
  }
  const problems = composeSchemaProblems(document);
  if (problems.length) return { problems };
  const file = composeFileSchema.safeParse(document);
  if (!file.success) return { problems: ['services: none defined'] };
  return file.data;
}

/**
 * A service's environment as its process sees it when compose runs with no .env file beside it:
 * each `${NAME:-default}` takes its default. A name given without a value passes the variable
 * through from the shell running compose: unset here.
 */
export function environmentOf(service: Service): Record<string, string> {
  const environment = service.environment ?? {};
  const entries: [string, string][] = Array.isArray(environment)
    ? environment.map((entry) => {
        const separator = entry.indexOf('=');
        return separator < 0
          ? [entry, '']
          : [entry.slice(0, separator), entry.slice(separator + 1)];
      })
    : Object.entries(environment).map(([name, value]) => [name, value === null ? '' : `${value}`]);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value, {})]));
}

/** Services built from this repository's Dockerfile: Lendwell's app servers. */
export function appServiceNames(file: ComposeFile): string[] {
  return Object.entries(file.services)
    .filter(([, service]) => service.build !== undefined)
    .map(([name]) => name);
}

const RELATIVE = /^\.\.?\//;

/** A volume that mounts a path relative to the compose file: one of the repository's files. */
export function bindMountOf(
  volume: NonNullable<Service['volumes']>[number],
): { source: string; target: string } | null {
  if (typeof volume === 'string') {
    const [source = '', target = ''] = volume.split(':');
    return RELATIVE.test(source) ? { source, target } : null;
  }
  if (volume.type !== 'bind' || !volume.source || !RELATIVE.test(volume.source)) return null;
  return { source: volume.source, target: volume.target };
}

/** `./deploy/Caddyfile` as the repository names it: `deploy/Caddyfile`. */
export function repositoryPath(source: string): string {
  return source.replace(/^(\.\/)+/, '');
}
