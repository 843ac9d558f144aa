import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema, loadConfig } from '../../src/server/config';
import type { ComposeContext } from './composeContext';
import { checkCompose } from './composeRules';
import { checkDockerfile } from './dockerfileRules';
import { dockerignoreOf, dockerignoreProblems } from './dockerignore';
import { imageEnvironmentOf } from './imageEnvironment';

/** The server's own verdict on a set of settings: each line of its start-up refusal. */
function settingProblems(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

/**
 * Every problem with the repository's deploy files (Dockerfile, .dockerignore, compose.yaml and
 * the Caddyfile it mounts), each line starting with the file it is in. None: they pass.
 */
export function deployFileProblems(root: string): string[] {
  const exists = (path: string) => existsSync(join(root, path));
  const readFile = (path: string) => readFileSync(join(root, path), 'utf8');
  const dockerfile = readFile('Dockerfile');
  const ignored = dockerignoreOf(exists('.dockerignore') ? readFile('.dockerignore') : '');
  const context: ComposeContext = {
    settingNames: new Set(Object.keys(envSchema.shape)),
    settingProblems,
    imageEnvironment: imageEnvironmentOf(dockerfile),
    defaultPort: loadConfig({}).PORT,
    exists,
    readFile,
  };
  return [
    ...checkDockerfile(dockerfile, { exists, ignored }).map((problem) => `Dockerfile ${problem}`),
    ...dockerignoreProblems(ignored).map((problem) => `.dockerignore: ${problem}`),
    ...checkCompose(readFile('compose.yaml'), context).map((problem) => `compose.yaml ${problem}`),
  ];
}
