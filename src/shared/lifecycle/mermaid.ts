import { RENTAL_STATES, type RentalGraph, type Transition } from './graph';

function guardLabel(transition: Transition): string {
  const guard = transition.guard;
  if (!guard) return '';
  if (guard.kind === 'date') {
    const date = guard.date === 'fromDate' ? 'from_date' : 'to_date';
    return `, ${date} ${guard.is === 'before_today' ? 'before' : 'on or before'} today`;
  }
  return guard.kind === 'dates_free' ? ', dates free' : ', unpaid';
}

function effectLabel(transition: Transition): string {
  const refund = transition.effects.refund;
  const parts = [transition.effects.event];
  if (refund) parts.push(`refund ${refund.of.replace('_', ' ')} in ${refund.amount}`);
  if (transition.effects.dropsItemCache) parts.push('drop item cache');
  return parts.join(', ');
}

/** The graph as a Mermaid state diagram: one arrow per transition, labelled with its rules. */
export function toMermaid(graph: RentalGraph): string {
  const lines = ['stateDiagram-v2', '  [*] --> pending'];
  for (const transition of graph) {
    const label = `${transition.name} (${transition.actor}${guardLabel(transition)}) / ${effectLabel(transition)}`;
    lines.push(`  ${transition.from} --> ${transition.to}: ${label}`);
  }
  for (const state of RENTAL_STATES) {
    const leaves = graph.some((transition) => transition.from === state && transition.to !== state);
    if (!leaves) lines.push(`  ${state} --> [*]`);
  }
  return lines.join('\n');
}
