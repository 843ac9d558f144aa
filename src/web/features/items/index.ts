export { uploadImage, useItem, useItems, useMyItems } from './api';
export { ItemCard, ItemCardSkeleton, itemGridClasses } from './ItemCard';
