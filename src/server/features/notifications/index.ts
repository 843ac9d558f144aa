import { eventTypes, RENTAL_GRAPH } from '../../../shared/lifecycle/graph';
import type { Db } from '../../db/client';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { REVIEW_CREATED_EVENT, REVIEW_REVEALED_EVENT } from '../reviews';
import { createLifecycleNotifications } from './lifecycleNotifications';
import { createNotifier } from './notifier';
import { createReviewNotifications } from './reviewNotifications';
import { createNotificationsService } from './service';
import { createNotificationSweeps } from './sweeps';

export { notifyInTransaction } from './notifier';
export { registerOneClickUnsubscribe } from './oneClickUnsubscribe';
export type { NotificationDraft } from './repo';
export { notificationsRoutes } from './routes';
export type { NotificationsService } from './service';

/**
 * Notifications: registers the outbox handlers that notify of rental steps and reviews, and
 * returns the API's service and the periodic sweep (reminders and unread messages).
 */
export function createNotifications(deps: { db: Db; now: () => Date; outbox: OutboxDispatcher }) {
  const notify = createNotifier(deps);
  deps.outbox.on(eventTypes(RENTAL_GRAPH), createLifecycleNotifications(notify));
  deps.outbox.on([REVIEW_REVEALED_EVENT, REVIEW_CREATED_EVENT], createReviewNotifications(notify));
  const sweeps = createNotificationSweeps(deps.db, notify, deps.now);
  return { ...createNotificationsService(deps.db, deps.now), sweep: sweeps.sweep };
}

export type Notifications = ReturnType<typeof createNotifications>;
