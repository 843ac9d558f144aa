export { toReviewStats } from './presenters';
export { REVIEW_CREATED_EVENT, REVIEW_REVEALED_EVENT } from './repo';
export type { ReviewsService } from './service';
