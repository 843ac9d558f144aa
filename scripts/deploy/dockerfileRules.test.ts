import { describe, expect, it } from 'vitest';
import { checkDockerfile } from './dockerfileRules';
import { dockerignoreOf } from './dockerignore';

const FILES = new Set(['package.json', 'package-lock.json', 'src', 'src/server', '.env']);
const context = {
  exists: (path: string) => path === '.' || FILES.has(path),
  ignored: dockerignoreOf('node_modules\n.env\n'),
};

const GOOD = `FROM node:20.20.2-bookworm-slim AS base
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY src ./src
RUN npm run build

FROM base AS runtime
COPY --from=build /app/dist ./dist
USER 1000:1000
HEALTHCHECK CMD ["node", "-e", "process.exit(0)"]
CMD ["node", "dist/server/main.js"]
`;

function withLine(find: string, replacement: string): string {
  expect(GOOD).toContain(find);
  return GOOD.replace(find, replacement);
}

describe('checkDockerfile', () => {
  it('accepts a pinned, multi-stage, non-root image with a health check and an exec-form CMD', () => {
    expect(checkDockerfile(GOOD, context)).toEqual([]);
  });

  it("passes on the validator's own diagnostics", () => {
    const text = withLine('WORKDIR /app', 'WORKDIR app\nEXPOSE port');
    expect(checkDockerfile(text, context).join('\n')).toMatch(/^line 3: .*port/m);
  });

  it('refuses a base image that is not pinned, and not a stage named earlier', () => {
    const text = withLine('node:20.20.2-bookworm-slim', 'node:20-slim');
    expect(checkDockerfile(text, context)).toEqual([
      'line 1: FROM node:20-slim: the tag 20-slim names no exact release (a version such as 15.18 or 20.20.2, or a date)',
    ]);
    expect(checkDockerfile(withLine('node:20.20.2-bookworm-slim', 'node'), context)).toEqual([
      'line 1: FROM node has no tag: name an exact version or a digest',
    ]);
  });

  it('refuses a single stage', () => {
    const text = GOOD.replace(/FROM base AS (build|runtime)\n/g, '');
    expect(checkDockerfile(text, context)).toContain(
      'one stage only: build in one stage and run in another, so build tools stay out',
    );
  });

  it('refuses a final stage without USER, or with USER root', () => {
    expect(checkDockerfile(withLine('USER 1000:1000\n', ''), context)).toEqual([
      'the final stage (line 10) has no USER: it would run as root',
    ]);
    expect(checkDockerfile(withLine('USER 1000:1000', 'USER root'), context)).toEqual([
      'line 12: USER is root',
    ]);
    expect(checkDockerfile(withLine('USER 1000:1000', 'USER 0:0'), context)).toEqual([
      'line 12: USER is root',
    ]);
  });

  it('looks at the final stage only for USER, HEALTHCHECK and CMD', () => {
    const text = withLine('FROM base AS runtime', 'USER 1000\nFROM base AS runtime');
    const withoutFinalUser = text.replace('USER 1000:1000\n', '');
    expect(checkDockerfile(withoutFinalUser, context)).toEqual([
      'the final stage (line 11) has no USER: it would run as root',
    ]);
  });

  it('refuses a final stage without a health check, or with it turned off', () => {
    const line = 'HEALTHCHECK CMD ["node", "-e", "process.exit(0)"]';
    expect(checkDockerfile(withLine(`${line}\n`, ''), context)).toEqual([
      'the final stage (line 10) has no HEALTHCHECK',
    ]);
    expect(checkDockerfile(withLine(line, 'HEALTHCHECK NONE'), context)).toEqual([
      'line 13: HEALTHCHECK NONE turns the health check off',
    ]);
  });

  it('refuses a CMD in shell form or running a shell, a missing CMD, and npm as the program', () => {
    const line = 'CMD ["node", "dist/server/main.js"]';
    expect(checkDockerfile(withLine(line, 'CMD node dist/server/main.js'), context)).toEqual([
      'line 14: CMD must be in exec form (["node", ...]): a shell would be PID 1',
    ]);
    expect(checkDockerfile(withLine(line, ''), context)).toEqual([
      'the final stage (line 10) has no CMD',
    ]);
    expect(checkDockerfile(withLine(line, 'CMD ["npm", "start"]'), context)).toEqual([
      'line 14: CMD starts npm, which stands between SIGTERM and the server: run node',
    ]);
    expect(checkDockerfile(withLine(line, 'CMD ["sh", "-c", "node main.js"]'), context)).toEqual([
      'line 14: CMD starts sh: a shell would be PID 1, run node',
    ]);
    const bash = withLine(line, 'CMD ["/bin/bash", "-c", "node main.js"]');
    expect(checkDockerfile(bash, context)).toEqual([
      'line 14: CMD starts /bin/bash: a shell would be PID 1, run node',
    ]);
    const entrypoint = withLine(line, `ENTRYPOINT /bin/sh -c node\n${line}`);
    expect(checkDockerfile(entrypoint, context)).toEqual([
      'line 14: ENTRYPOINT must be in exec form (["node", ...]): a shell would be PID 1',
    ]);
  });

  it('refuses a COPY source missing from the repository or kept out by .dockerignore', () => {
    const text = withLine('COPY src ./src', 'COPY src scripts/build.mjs .env ./');
    expect(checkDockerfile(text, context)).toEqual([
      'line 7: COPY scripts/build.mjs: no such file or directory in the repository',
      'line 7: COPY .env: .dockerignore keeps it out of the build',
    ]);
    const pattern = withLine('COPY src ./src', 'COPY ["src/*.ts", "./src/"]');
    expect(checkDockerfile(pattern, context)).toEqual([
      'line 7: COPY src/*.ts: name each path; a pattern cannot be checked',
    ]);
  });

  it('does not look for sources copied from another stage in the repository', () => {
    const text = withLine('/app/dist ./dist', '/app/not-in-the-repository ./dist');
    expect(checkDockerfile(text, context)).toEqual([]);
  });
});
