export { buildItemsSearch, escapeLike } from './search';
export type { ItemsService } from './service';
