export { toReviewStats } from './presenters';
export { REVIEW_CREATED_EVENT } from './repo';
