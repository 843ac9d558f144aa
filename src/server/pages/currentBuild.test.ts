import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentBuild } from './currentBuild';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function builtApp(html: string): string {
  const root = mkdtempSync(join(tmpdir(), 'lendwell-current-build-'));
  roots.push(root);
  writeFileSync(join(root, 'index.html'), html);
  utimesSync(join(root, 'index.html'), 1_000, 1_000);
  return root;
}

function rebuild(root: string, html: string, modifiedAtSeconds: number) {
  writeFileSync(join(root, 'index.html'), html);
  utimesSync(join(root, 'index.html'), modifiedAtSeconds, modifiedAtSeconds);
}

describe('currentBuild', () => {
  it('reads the build again once index.html changed, checking at most once a second', () => {
    const root = builtApp('first');
    let clock = 0;
    let loads = 0;
    const read = currentBuild(
      root,
      () => {
        loads += 1;
        return `${loads}`;
      },
      () => clock,
    );
    expect(read()).toBe('1');

    rebuild(root, 'second', 2_000);
    clock = 999;
    expect(read()).toBe('1');
    clock = 1_000;
    expect(read()).toBe('2');
    clock = 5_000;
    expect(read()).toBe('2');
    expect(loads).toBe(2);
  });

  it('keeps the previous build while index.html is missing', () => {
    const root = builtApp('first');
    let clock = 0;
    const read = currentBuild(
      root,
      () => 'first build',
      () => clock,
    );
    rmSync(join(root, 'index.html'));
    clock = 2_000;
    expect(read()).toBe('first build');
  });

  it('keeps the previous build when reading the new one fails, and tries again later', () => {
    const root = builtApp('first');
    let clock = 0;
    let failing = false;
    const read = currentBuild(
      root,
      () => {
        if (failing) throw new Error('half written');
        return readFileSync(join(root, 'index.html'), 'utf8');
      },
      () => clock,
    );
    rebuild(root, 'second', 2_000);
    failing = true;
    clock = 1_000;
    expect(read()).toBe('first');
    failing = false;
    clock = 2_000;
    expect(read()).toBe('second');
  });
});
