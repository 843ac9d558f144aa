export { useCategories } from './api';
