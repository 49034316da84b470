/** The roles module's public surface: its plugin, and the administrators' rules the employees module keeps. */
export { default as rolesModule } from './roles.plugin';
export { countOtherAdministrators, lockAdminRoles, roleIsAdmin } from './administrators.repo';
