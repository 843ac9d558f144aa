export { buildItemsSearch } from './search';
export type { ItemsService } from './service';
