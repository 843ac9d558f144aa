import { describe, expect, it } from 'vitest';
import { createFirstPaintSignal } from './useAfterFirstPaint';

/** A stand-in for the browser's paint timing: counts the watches started and still running. */
function fakePaint(alreadyPainted = false) {
  const watches = new Set<() => void>();
  let started = 0;
  const watch = (then: () => void) => {
    started += 1;
    watches.add(then);
    return () => watches.delete(then);
  };
  const paint = () => {
    for (const then of [...watches]) then();
  };
  return {
    signal: createFirstPaintSignal(() => alreadyPainted, watch),
    paint,
    started: () => started,
    running: () => watches.size,
  };
}

describe('createFirstPaintSignal', () => {
  it('watches the paint once for every component that asks, and tells them all', () => {
    const { signal, paint, started } = fakePaint();
    const told: number[] = [];
    for (let card = 0; card < 24; card += 1) signal.subscribe(() => told.push(card));
    expect(started()).toBe(1);
    expect(signal.isPainted()).toBe(false);
    paint();
    expect(signal.isPainted()).toBe(true);
    expect(told).toHaveLength(24);
  });

  it('stops watching when the last component is gone, and starts again for a new one', () => {
    const { signal, started, running } = fakePaint();
    const leaves = [signal.subscribe(() => undefined), signal.subscribe(() => undefined)];
    leaves[0]?.();
    expect(running()).toBe(1);
    leaves[1]?.();
    expect(running()).toBe(0);
    signal.subscribe(() => undefined);
    expect([started(), running()]).toEqual([2, 1]);
  });

  it('does not watch on a page already painted, nor after the paint', () => {
    const painted = fakePaint(true);
    painted.signal.subscribe(() => undefined);
    expect(painted.signal.isPainted()).toBe(true);
    expect(painted.started()).toBe(0);

    const later = fakePaint();
    later.signal.subscribe(() => undefined);
    later.paint();
    later.signal.subscribe(() => undefined);
    expect(later.started()).toBe(1);
  });

  it('takes a watch that reports at once', () => {
    const signal = createFirstPaintSignal(
      () => false,
      (then) => {
        then();
        return () => {
          throw new Error('a finished watch is not stopped');
        };
      },
    );
    const leave = signal.subscribe(() => undefined);
    expect(signal.isPainted()).toBe(true);
    leave();
  });
});
