/** What the audit module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { auditContext } from './audit';
export { deleteAuditOlderThan } from './audit.repo';
