export { ItemReviews } from './ItemReviews';
export { RatingBadge } from './RatingBadge';
export { RatingSummary } from './RatingSummary';
export { ReviewCard } from './ReviewList';
