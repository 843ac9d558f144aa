export { ItemReviews } from './ItemReviews';
export { RatingBadge } from './RatingBadge';
