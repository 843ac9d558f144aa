export type { ItemChange, ItemsService } from './service';
