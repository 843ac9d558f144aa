export { uploadImage, useItem, useItems, useMyItems } from './api';
export { ItemCard, ItemCardSkeleton, itemGridClasses } from './ItemCard';
export { itemQuery } from './itemQuery';
export { firstListingsQuery } from './listingsQuery';
