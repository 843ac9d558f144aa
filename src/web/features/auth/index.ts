export { useAuth } from './AuthContext';
