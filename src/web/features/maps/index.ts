export { ListingsMap } from './ListingsMap';
