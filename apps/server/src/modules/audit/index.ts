/** The audit module's public surface: its plugin, and `audit()` for the modules that record what they change. */
export { default as auditModule } from './audit.plugin';
export { audit } from './audit';
