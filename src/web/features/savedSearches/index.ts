export { useSavedSearchesLive } from './api';
export { SaveSearchButton } from './SaveSearchButton';
