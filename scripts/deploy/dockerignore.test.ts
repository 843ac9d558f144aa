import { describe, expect, it } from 'vitest';
import { dockerignoreOf, dockerignoreProblems } from './dockerignore';

describe('dockerignoreOf', () => {
  const ignored = dockerignoreOf(
    [
      '# installed and built output',
      'node_modules',
      '/dist',
      '.env.*',
      '!.env.example',
      '**/*.test.ts',
      'docs/*.md',
      'bench/',
      '',
    ].join('\n'),
  );

  it('excludes a named file or directory and everything under it', () => {
    expect(ignored('node_modules')).toBe(true);
    expect(ignored('node_modules/sharp/package.json')).toBe(true);
    expect(ignored('dist/server/main.js')).toBe(true);
    expect(ignored('bench/items.ts')).toBe(true);
  });

  it('matches a pattern from the context root only, unless it starts with **', () => {
    expect(ignored('src/node_modules')).toBe(false);
    expect(ignored('src/server/config.test.ts')).toBe(true);
    expect(ignored('config.test.ts')).toBe(true);
  });

  it('keeps * within one path segment', () => {
    expect(ignored('docs/deploy.md')).toBe(true);
    expect(ignored('docs/decisions/0001-stack-and-layout.md')).toBe(false);
  });

  it('lets a later ! line bring a path back', () => {
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });

  it('keeps what no line names', () => {
    expect(ignored('package.json')).toBe(false);
    expect(ignored('src/server/config.ts')).toBe(false);
    expect(ignored('.')).toBe(false);
  });
});

describe('dockerignoreProblems', () => {
  it('asks that secrets, installed and built output, data and test output stay out', () => {
    const ignored = dockerignoreOf('node_modules\ndist\ndata\n.git\n.tmp\ntest-results\n');
    expect(dockerignoreProblems(ignored)).toEqual([
      '.env is not excluded (it holds secrets)',
      'playwright-report is not excluded (test output)',
    ]);
    expect(dockerignoreProblems(dockerignoreOf('*\n'))).toEqual([]);
  });
});
