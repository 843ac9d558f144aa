export type { PasswordHasher } from './passwords';
export { hashToken, type SessionService } from './sessions';
export { type EmailRateLimit, emailRateLimiter } from './signUpLimits';
