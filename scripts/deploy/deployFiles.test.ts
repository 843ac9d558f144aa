import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { deployFileProblems } from './deployFiles';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEPLOY_FILES = ['Dockerfile', '.dockerignore', 'compose.yaml', 'deploy/Caddyfile'];
const COPIED_BY_THE_DOCKERFILE = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];

describe('deployFileProblems', () => {
  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** The deploy files and what the Dockerfile copies, in a scratch folder, one file changed. */
  function copyWith(path: string, change: (text: string) => string): string {
    copy = mkdtempSync(join(tmpdir(), 'lendwell-deploy-'));
    for (const file of [...DEPLOY_FILES, ...COPIED_BY_THE_DOCKERFILE]) {
      cpSync(join(ROOT, file), join(copy, file));
    }
    mkdirSync(join(copy, 'src'));
    writeFileSync(join(copy, path), change(readFileSync(join(ROOT, path), 'utf8')));
    return copy;
  }

  it("passes on the repository's own Dockerfile, compose.yaml and Caddyfile", () => {
    expect(deployFileProblems(ROOT)).toEqual([]);
  });

  it('names the file of each problem, with the server refusing a bad setting itself', () => {
    const root = copyWith('compose.yaml', (text) =>
      text.replace('S3_FORCE_PATH_STYLE: "true"', 'S3_FORCE_PATH_STYLE: "yes"'),
    );
    expect(deployFileProblems(root)).toEqual([
      expect.stringMatching(/^compose\.yaml app1: S3_FORCE_PATH_STYLE: .*"true"/),
      expect.stringMatching(/^compose\.yaml app2: S3_FORCE_PATH_STYLE: .*"true"/),
    ]);
  });

  it('finds a Dockerfile COPY of something .dockerignore leaves out', () => {
    const root = copyWith('.dockerignore', (text) => `${text}vite.config.ts\n`);
    expect(deployFileProblems(root)).toEqual([
      expect.stringMatching(
        /^Dockerfile line \d+: COPY vite\.config\.ts: \.dockerignore keeps it out/,
      ),
    ]);
  });

  it('finds a .dockerignore that would send the secrets to the build', () => {
    const root = copyWith('.dockerignore', (text) => text.replace(/^\.env$/m, ''));
    expect(deployFileProblems(root)).toEqual([
      '.dockerignore: .env is not excluded (it holds secrets)',
    ]);
  });
});
