export { SaveSearchButton } from './SaveSearchButton';
