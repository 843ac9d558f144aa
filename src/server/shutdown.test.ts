import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown, type ShutdownStep } from './shutdown';

function recorder() {
  const lines: { level: 'info' | 'error'; message: string; details: object }[] = [];
  return {
    lines,
    log: {
      info: (details: object, message: string) => lines.push({ level: 'info', message, details }),
      error: (details: object, message: string) => lines.push({ level: 'error', message, details }),
    },
  };
}

function step(name: string, order: string[], work: () => Promise<void> = async () => {}) {
  return {
    name,
    run: async () => {
      order.push(`${name} started`);
      await work();
      order.push(`${name} ended`);
    },
  } satisfies ShutdownStep;
}

describe('createShutdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every step in order, each after the one before has ended, then exits 0', async () => {
    const order: string[] = [];
    const exit = vi.fn();
    const { log } = recorder();
    const shutdown = createShutdown({
      steps: [step('server', order), step('jobs', order), step('database', order)],
      deadlineMs: 10_000,
      log,
      exit,
    });
    await shutdown('SIGTERM');
    expect(order).toEqual([
      'server started',
      'server ended',
      'jobs started',
      'jobs ended',
      'database started',
      'database ended',
    ]);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('runs the later steps after one fails, logs which, and exits 1', async () => {
    const order: string[] = [];
    const exit = vi.fn();
    const { log, lines } = recorder();
    const shutdown = createShutdown({
      steps: [
        step('server', order, async () => {
          throw new Error('boom');
        }),
        step('database', order),
      ],
      deadlineMs: 10_000,
      log,
      exit,
    });
    await shutdown('SIGTERM');
    expect(order).toEqual(['server started', 'database started', 'database ended']);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'shutdown: server failed',
    ]);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 at the deadline, naming the step that still runs, and never exits twice', async () => {
    const order: string[] = [];
    const exit = vi.fn();
    const { log, lines } = recorder();
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shutdown = createShutdown({
      steps: [step('server', order), step('the database', order, () => stuck)],
      deadlineMs: 10_000,
      log,
      exit,
    });
    const running = shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    const last = lines.at(-1);
    expect(last?.level).toBe('error');
    expect(last?.message).toBe(
      'shutdown did not finish within 10000 ms: still waiting for the database',
    );
    release();
    await running;
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('ignores a second signal while the first shutdown runs', async () => {
    const order: string[] = [];
    const exit = vi.fn();
    const { log } = recorder();
    const shutdown = createShutdown({
      steps: [step('server', order)],
      deadlineMs: 10_000,
      log,
      exit,
    });
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(order).toEqual(['server started', 'server ended']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });
});
