import { describe, expect, it } from 'vitest';
import { eventTypes, RENTAL_GRAPH } from './lifecycle/graph';
import {
  categoryOf,
  LIFECYCLE_NOTIFICATIONS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
} from './notifications';

describe('notification rules', () => {
  it('notifies only of events the lifecycle graph writes', () => {
    const graphEvents = eventTypes(RENTAL_GRAPH);
    for (const event of Object.keys(LIFECYCLE_NOTIFICATIONS)) expect(graphEvents).toContain(event);
  });

  it('tells someone of every graph event but a refused payment, which only sends money back', () => {
    const silent = eventTypes(RENTAL_GRAPH).filter((event) => !LIFECYCLE_NOTIFICATIONS[event]);
    expect(silent).toEqual(['payment.refused']);
    const refused = RENTAL_GRAPH.filter(
      (transition) => transition.effects.event === 'payment.refused',
    );
    expect(refused.every((transition) => transition.effects.refund)).toBe(true);
  });

  it('tells the other side of a cancellation, and both of payments and endings', () => {
    expect(LIFECYCLE_NOTIFICATIONS['booking.requested']?.to).toEqual(['owner']);
    expect(LIFECYCLE_NOTIFICATIONS['booking.cancelled']?.to).toEqual(['owner']);
    expect(LIFECYCLE_NOTIFICATIONS['booking.accepted']?.to).toEqual(['renter']);
    expect(LIFECYCLE_NOTIFICATIONS['booking.paid']?.to).toEqual(['renter', 'owner']);
    expect(LIFECYCLE_NOTIFICATIONS['booking.completed']?.to).toEqual(['renter', 'owner']);
  });

  it('puts every kind in a category, and has no marketing category', () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(NOTIFICATION_CATEGORIES).toContain(categoryOf(kind));
    expect(NOTIFICATION_CATEGORIES).not.toContain('marketing');
  });
});
