import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataForFirstRender, endFirstPageWait } from './firstRenderData';

afterEach(() => {
  vi.useRealTimers();
});

describe('dataForFirstRender', () => {
  it('settles as soon as the data has arrived', async () => {
    await expect(dataForFirstRender(Promise.resolve({ item: 1 }))).resolves.toBeNull();
  });

  it('settles on a failure too, which the page shows itself', async () => {
    await expect(dataForFirstRender(Promise.reject(new Error('offline')))).resolves.toBeNull();
  });

  it('stops waiting after 600 ms for data that does not come', async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = dataForFirstRender(new Promise(() => undefined)).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not wait once the first page is shown: a move within the app draws at once', async () => {
    endFirstPageWait();
    let settled = false;
    const waiting = dataForFirstRender(new Promise(() => undefined)).then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
    await waiting;
  });
});
