import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPageWait } from './firstRenderData';

afterEach(() => {
  vi.useRealTimers();
});

/** A router as the wait sees it, drawing its first page when told to. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const publish = (state: { initialized: boolean }) => {
    router.state = state;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, publish, listeners };
}

/** Whether a loader's answer settles without any timer running. */
async function settlesAtOnce(answer: Promise<null>): Promise<boolean> {
  let settled = false;
  void answer.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return settled;
}

describe('dataForFirstRender', () => {
  it('settles as soon as the data has arrived', async () => {
    const wait = createFirstPageWait();
    await expect(wait.dataForFirstRender(Promise.resolve({ item: 1 }))).resolves.toBeNull();
  });

  it('settles on a failure too, which the page shows itself', async () => {
    const wait = createFirstPageWait();
    const failed = Promise.reject(new Error('offline'));
    await expect(wait.dataForFirstRender(failed)).resolves.toBeNull();
  });

  it('stops waiting after 600 ms for data that does not come', async () => {
    vi.useFakeTimers();
    const wait = createFirstPageWait();
    let settled = false;
    const waiting = wait.dataForFirstRender(new Promise(() => undefined)).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});

describe('endOnceShown', () => {
  it('waits until the router has drawn its first page, then never again', async () => {
    vi.useFakeTimers();
    const wait = createFirstPageWait();
    const { router, publish, listeners } = fakeRouter(false);
    wait.endOnceShown(router);
    expect(await settlesAtOnce(wait.dataForFirstRender(new Promise(() => undefined)))).toBe(false);

    publish({ initialized: false });
    expect(await settlesAtOnce(wait.dataForFirstRender(new Promise(() => undefined)))).toBe(false);

    publish({ initialized: true });
    expect(listeners.size).toBe(0);
    expect(await settlesAtOnce(wait.dataForFirstRender(new Promise(() => undefined)))).toBe(true);
  });

  it('ends at once for a router that has already drawn its first page', async () => {
    const wait = createFirstPageWait();
    const { router, listeners } = fakeRouter(true);
    wait.endOnceShown(router);
    expect(listeners.size).toBe(0);
    expect(await settlesAtOnce(wait.dataForFirstRender(new Promise(() => undefined)))).toBe(true);
  });

  it('belongs to its own router: another wait still waits', async () => {
    vi.useFakeTimers();
    const shown = createFirstPageWait();
    shown.endOnceShown(fakeRouter(true).router);
    const fresh = createFirstPageWait();
    expect(await settlesAtOnce(fresh.dataForFirstRender(new Promise(() => undefined)))).toBe(false);
  });
});
