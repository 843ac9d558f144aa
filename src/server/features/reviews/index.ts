export { toReviewStats } from './presenters';
