export type { PasswordHasher } from './passwords';
export { hashToken, type SessionService } from './sessions';
export {
  type AccountRateLimit,
  accountRateLimiter,
  type EmailRateLimit,
  emailRateLimiter,
} from './signUpLimits';
