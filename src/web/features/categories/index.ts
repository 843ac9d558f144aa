export { useCategories } from './api';
export { categoryLabel } from './categoryLabel';
