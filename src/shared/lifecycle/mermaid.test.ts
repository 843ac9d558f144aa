import { describe, expect, it } from 'vitest';
import lifecycleDoc from '../../../docs/lifecycle.md?raw';
import { RENTAL_GRAPH, type Transition } from './graph';
import { toMermaid } from './mermaid';

function mermaidBlockOf(markdown: string): string | undefined {
  return /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1];
}

describe('toMermaid', () => {
  it('draws one labelled arrow per transition and ends the final states', () => {
    const graph: Transition[] = [
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
      '  [*] --> pending',
      '  pending --> cancelled: expire (clock, from_date before today) / booking.expired, refund captured payments in full',
      '  confirmed --> [*]',
      '  rejected --> [*]',
      '  completed --> [*]',
      '  cancelled --> [*]',
    ]);
  });

  it('is the picture committed in docs/lifecycle.md', () => {
    expect(mermaidBlockOf(lifecycleDoc)).toBe(toMermaid(RENTAL_GRAPH));
  });
});
