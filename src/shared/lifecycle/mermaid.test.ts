import { describe, expect, it } from 'vitest';
import lifecycleDoc from '../../../docs/lifecycle.md?raw';
import { RENTAL_GRAPH, type Transition } from './graph';
import { toMermaid } from './mermaid';

function mermaidBlockOf(markdown: string): string | undefined {
  return /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1];
}

describe('toMermaid', () => {
  it('draws one labelled arrow per transition, starts the request at [*] and ends the final states', () => {
    const graph: Transition[] = [
      {
        name: 'request',
        from: 'initial',
        to: 'pending',
        actor: 'renter',
        guard: { kind: 'dates_free' },
        effects: { event: 'booking.requested', dropsItemCache: false },
      },
      {
        name: 'expire',
        from: 'pending',
        to: 'cancelled',
        actor: 'clock',
        guard: { kind: 'date', date: 'fromDate', is: 'before_today' },
        effects: {
          event: 'booking.expired',
          refund: { of: 'captured_payments', amount: 'full' },
          dropsItemCache: false,
        },
      },
    ];
    expect(toMermaid(graph).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> pending: request (renter, dates free) / booking.requested',
      '  pending --> cancelled: expire (clock, from_date before today) / booking.expired, refund captured payments in full',
      '  confirmed --> [*]',
      '  rejected --> [*]',
      '  completed --> [*]',
      '  cancelled --> [*]',
    ]);
  });

  it('never draws the initial pseudo-state as a state of its own', () => {
    const diagram = toMermaid(RENTAL_GRAPH);
    expect(diagram).not.toContain('initial');
    expect(diagram.split('\n').filter((line) => line.startsWith('  [*] -->'))).toEqual([
      '  [*] --> pending: request (renter, dates free) / booking.requested',
    ]);
  });

  it('is the picture committed in docs/lifecycle.md', () => {
    expect(mermaidBlockOf(lifecycleDoc)).toBe(toMermaid(RENTAL_GRAPH));
  });
});
