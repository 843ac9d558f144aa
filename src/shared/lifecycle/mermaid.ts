import {
  INITIAL,
  type Initial,
  RENTAL_STATES,
  type RentalGraph,
  type RentalState,
  type Transition,
} from './graph';

/** Mermaid's start and end marker: the initial pseudo-state and the final states. */
const node = (state: RentalState | Initial) => (state === INITIAL ? '[*]' : state);

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
  if (refund) {
    const amount = refund.amount === 'full' ? 'in full' : 'by the cancellation policy';
    parts.push(`refund ${refund.of.replace('_', ' ')} ${amount}`);
  }
  if (transition.effects.dropsItemCache) parts.push('drop item cache');
  return parts.join(', ');
}

/**
 * The graph as a Mermaid state diagram: one arrow per transition, labelled with its rules; the
 * request that creates a booking starts at Mermaid's start marker.
 */
export function toMermaid(graph: RentalGraph): string {
  const lines = ['stateDiagram-v2'];
  for (const transition of graph) {
    const label = `${transition.name} (${transition.actor}${guardLabel(transition)}) / ${effectLabel(transition)}`;
    lines.push(`  ${node(transition.from)} --> ${transition.to}: ${label}`);
  }
  for (const state of RENTAL_STATES) {
    const leaves = graph.some((transition) => transition.from === state && transition.to !== state);
    if (!leaves) lines.push(`  ${state} --> [*]`);
  }
  return lines.join('\n');
}
