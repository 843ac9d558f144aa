export type { PasswordHasher } from './passwords';
export { refuseIfSuspended } from './service';
export { hashToken, type SessionService } from './sessions';
export type { SignInThrottle } from './signInThrottle';
export {
  type AccountRateLimit,
  accountRateLimiter,
  type EmailRateLimit,
  emailRateLimiter,
} from './signUpLimits';
