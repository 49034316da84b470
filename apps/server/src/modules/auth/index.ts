/** The auth module's public surface: its plugin, what API keys' sessions share with sign-in tokens, TOTP codes. */
export { default as authModule, type AuthModuleOptions } from './auth.plugin';
export { SESSION_PERSON } from './auth.repo';
export { verifyTotp } from './two-factor';
