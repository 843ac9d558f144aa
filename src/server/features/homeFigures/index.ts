export { homeFiguresRoutes } from './routes';
