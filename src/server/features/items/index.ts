export type { ItemsService } from './service';
