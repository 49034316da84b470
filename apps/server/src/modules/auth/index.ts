/** What the auth module hands the app's plugins (plugins/app); the rest of the module is its own. */
export {
  AuthRepo,
  type DriverSession,
  pendingAccountStep,
  type SessionUser,
  TOKEN_TOUCH_INTERVAL_MS,
} from './auth.repo';
export { SessionCache } from './session-cache';
