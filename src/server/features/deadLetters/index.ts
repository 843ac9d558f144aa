export { deadLettersRoutes } from './routes';
export { createDeadLetters, type DeadLetters } from './service';
