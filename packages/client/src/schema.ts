/**
 * GENERATED from the served OpenAPI document (`/api/docs/json`) by openapi-typescript: do not edit.
 * Regenerate with `npm run generate -w packages/client`; a test fails when this file and the server disagree.
 */
export interface paths {
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use link to reset the password, valid 60 minutes; the same answer whether or not the email has an account (404 without mail configured) */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current token */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the link’s token; every session of the account ends. A used or old token: 422 naming token */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings needed before login */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Phone country codes with flags */
        get: operations["getCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys (newest first); `name` searches the name and prefix, `status` filters */
        get: operations["getApiKeys"];
        put?: never;
        /** Create an API key: its permissions are at most the creator’s; `key` is shown in this answer only */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API key (never the key itself) */
        get: operations["getApiKeysById"];
        put?: never;
        post?: never;
        /** Revoke an API key at once, on every instance */
        delete: operations["deleteApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, filtered by actor, model, action, record and time; `format=xlsx|csv` exports the whole filtered log */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/audit-log/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log's actors (employees, drivers, devices, API keys) as the who filter's options, searched by `name`, the selected `actor_type` + `actor_id` first */
        get: operations["getAuditLogActors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/commands/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a `held` or `queued` command; 422 once sent */
        post: operations["postCommandsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/devices/protocols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The protocols this server listens for, with the host and port to configure in a device */
        get: operations["getDevicesProtocols"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/devices/unknown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Device ids that reported in the last 7 days and match no vehicle ("Devices waiting"), newest first */
        get: operations["getDevicesUnknown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List drivers (newest first); `name` searches name, phone, identity and licence number; `status` = expired | expiring licences */
        get: operations["getDrivers"];
        put?: never;
        /** Create a driver; a vehicle that already has a driver is a 409 */
        post: operations["postDrivers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/drivers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One driver */
        get: operations["getDriversById"];
        /** Replace a driver; replaced documents and photos are deleted; an empty password keeps it */
        put: operations["putDriversById"];
        post?: never;
        /** Delete a driver with its documents and photo */
        delete: operations["deleteDriversById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/drivers/free-vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicles without a driver (plus the one `driver_id` holds), as select options */
        get: operations["getDriversFreeVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/drivers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Drivers as select options, searched by `name` (name, phone, identity, licence), at most 20, the `selected` one first (linking an employee, the examinations filter) */
        get: operations["getDriversOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employees (newest first); `name` searches name, email, phone and identity number */
        get: operations["getEmployees"];
        put?: never;
        /** Create an employee: a login with the role’s permissions */
        post: operations["postEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee */
        get: operations["getEmployeesById"];
        /** Replace an employee; an empty password keeps the current one. A new role applies at once */
        put: operations["putEmployeesById"];
        post?: never;
        /** Delete an employee (not oneself); its sessions end at once */
        delete: operations["deleteEmployeesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events, newest first; filters `type` (comma list), `vehicle_id`, `geofence_id`, `severity`, `from`, `to`. `meta.total` counts up to 10,000: beyond, it is 10,000 with `meta.total_capped: true` and the pages end there */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/examinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List inspection reports (newest first). `status` is the crash-log tab (all | faulty | faultless | addressed); `meta.counts` holds every tab’s total under the same filters; `name` searches vehicle, plate, driver, address and notes */
        get: operations["getExaminations"];
        put?: never;
        /** Record a report for a driver (a paper inspection entered at the office); same rules as the driver app. Photos and the signature come from `POST /api/dashboard/media` */
        post: operations["postExaminations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/examinations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report: every part with its status, photos, signature and the malfunction log (fix fields) */
        get: operations["getExaminationsById"];
        /** Correct the type, address and notes of a report; the parts, photos and signature stay as the driver signed them */
        put: operations["putExaminationsById"];
        post?: never;
        /** Delete a report with its photos and signature */
        delete: operations["deleteExaminationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/examinations/{id}/fix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark damaged parts fixed: `fixed_by` (the workshop or mechanic), notes, optional photos, and `acknowledgement: true` (422 without it). The acknowledging user is recorded; fixing the vehicle’s last critical fault puts it back in service unless a user blocked it */
        post: operations["postExaminationsByIdFix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/examinations/faults-per-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Damaged parts per week (Monday in the fleet time zone) and area, every week of the period; default the last 12 weeks */
        get: operations["getExaminationsFaultsPerWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/fuel-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fuel-card transactions, newest first, each with its match to a detected refuel */
        get: operations["getFuelTransactions"];
        put?: never;
        /** Add a fuel-card transaction */
        post: operations["postFuelTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/fuel-transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One fuel-card transaction with its match */
        get: operations["getFuelTransactionsById"];
        /** Change a fuel-card transaction */
        put: operations["putFuelTransactionsById"];
        post?: never;
        /** Delete a fuel-card transaction */
        delete: operations["deleteFuelTransactionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/fuel-transactions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import fuel-card transactions from .xlsx, .xls or .csv (multipart `file`, field `mode`: preview | all | valid_only), as the vehicles’ import */
        post: operations["postFuelTransactionsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/geofences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List geofences (newest first); `name` searches the name, `status` and `type` filter */
        get: operations["getGeofences"];
        put?: never;
        /** Create a geofence; a bad shape (self-intersecting, too few points, size out of range) is a 422 */
        post: operations["postGeofences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/geofences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One geofence */
        get: operations["getGeofencesById"];
        /** Replace a geofence */
        put: operations["putGeofencesById"];
        post?: never;
        /** Delete a geofence (its events stay, without the link) */
        delete: operations["deleteGeofencesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/geofences/layer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every active geofence for a map layer (no paging) */
        get: operations["getGeofencesLayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/geofences/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geofences as select options, searched by `name`, at most 20, the `selected` one first (the events filter) */
        get: operations["getGeofencesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per vehicle and programme, the next due point, most urgent first; `status` due_soon|overdue (default: both), `all` includes ok */
        get: operations["getMaintenanceDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/programmes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service programmes (newest first); `name` searches */
        get: operations["getMaintenanceProgrammes"];
        put?: never;
        /** Create a programme (at least one of every_km / every_hours / every_months) */
        post: operations["postMaintenanceProgrammes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/programmes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One programme */
        get: operations["getMaintenanceProgrammesById"];
        /** Replace a programme (counts already running keep their start) */
        put: operations["putMaintenanceProgrammesById"];
        post?: never;
        /** Delete a programme */
        delete: operations["deleteMaintenanceProgrammesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currency of work order costs (SAR by default) */
        get: operations["getMaintenanceSettings"];
        /** Set the currency of new work orders (ISO 4217 code) */
        put: operations["putMaintenanceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/work-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List work orders (newest first); `name` searches title, vendor, vehicle; `status`, `vehicle_id` filter */
        get: operations["getMaintenanceWorkOrders"];
        put?: never;
        /** Create a work order: ad hoc, for a programme, or for damaged examination parts of its vehicle */
        post: operations["postMaintenanceWorkOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/work-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One work order */
        get: operations["getMaintenanceWorkOrdersById"];
        /** Replace a work order (not a completed one); status open, in_progress or cancelled */
        put: operations["putMaintenanceWorkOrdersById"];
        post?: never;
        /** Delete a work order */
        delete: operations["deleteMaintenanceWorkOrdersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maintenance/work-orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a work order with `acknowledgement: true`: fixes its examination parts (as the fix call does) and restarts its programme count */
        post: operations["postMaintenanceWorkOrdersByIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image, a video or a PDF (multipart `file`); the type is read from the bytes. `?purpose=document` stores an identity document: private, never given a signed URL */
        post: operations["postMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notification-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification rules, newest first; `name` searches, `status` filters */
        get: operations["getNotificationRules"];
        put?: never;
        /** Create a rule; a webhook URL resolving to a loopback or private address is a 422 */
        post: operations["postNotificationRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notification-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rule */
        get: operations["getNotificationRulesById"];
        /** Replace a rule (a `webhook_secret` left out keeps the stored one) */
        put: operations["putNotificationRulesById"];
        post?: never;
        /** Delete a rule (with its pending deliveries; sent notifications stay in the inboxes) */
        delete: operations["deleteNotificationRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notification-rules/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rule's email and webhook deliveries, newest first: status, attempts, last error, next attempt */
        get: operations["getNotificationRulesByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notification-rules/options/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicles, geofences, employees or roles as select options for the rule form, searched by `name`, at most 20, the `selected` one first */
        get: operations["getNotificationRulesOptionsByKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications, newest first; `unread`, `severity`, `type` filter; `meta.unread` counts the unread */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the given notifications (`ids`) or all (`all: true`) of the signed-in user read */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permission catalogue grouped by navbar area */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change own name, photo and interface language (mails come in it) */
        put: operations["putProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and permissions */
        get: operations["getProfileAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change own password (the current one is required); every other session is signed out */
        post: operations["postProfilePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own sessions, most recently used first; `current` marks this one */
        get: operations["getProfileSessions"];
        put?: never;
        post?: never;
        /** Sign out every other own session */
        delete: operations["deleteProfileSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one own session (this one too, if named) */
        delete: operations["deleteProfileSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator app (TOTP, RFC 6238): the secret, its otpauth URL and a QR code (SVG); on only once confirmed */
        post: operations["postProfileTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off with a current code (or a recovery code); refused when the role requires it */
        post: operations["postProfileTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/profile/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the enrolment with a code from the app: two-factor is on; answers ten single-use recovery codes */
        post: operations["postProfileTwoFactorEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/driving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The driving report by driver or vehicle, with scores and ranks (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsDriving"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/driving/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A driver's driving score in each of the last `weeks` (1–26, default 8) 7-day spans ending today, oldest first (for the driver's page) */
        get: operations["getReportsDrivingWeekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/fuel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fuel report by vehicle or day: levels, refuels, drains, consumption, L/100 km, fuel cards and the flagged ones (docs/api.md#sensors); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsFuel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inspections report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsInspections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/itineraries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The itineraries report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsItineraries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recomputes trips, stops and daily totals from stored positions from `from` (or `start_date`) on, for `vehicle_ids` (default every vehicle); answers 202 with the rebuild's progress */
        post: operations["postReportsRebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/rebuild/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rebuild's progress */
        get: operations["getReportsRebuildById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/rebuilds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest rebuilds, newest first */
        get: operations["getReportsRebuilds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/stops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stops report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsStops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The summary report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/temperature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The temperature report per vehicle and sensor: min, max, average, time out of range, excursions (docs/api.md#sensors); `format=xlsx|csv` streams every row */
        get: operations["getReportsTemperature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/reports/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trips report (docs/api.md#reports); `format=xlsx|csv` streams every row as a file */
        get: operations["getReportsTrips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles (newest first) */
        get: operations["getRoles"];
        put?: never;
        /** Create a role */
        post: operations["postRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: operations["getRolesById"];
        /** Update a role */
        put: operations["putRolesById"];
        post?: never;
        /** Delete a role, moving its employees to `new_role_id` (required when it has employees) */
        delete: operations["deleteRolesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/roles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role as a select option */
        get: operations["getRolesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/settings/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fleet’s event thresholds */
        get: operations["getSettingsEvents"];
        /** Change any of the event thresholds; the others keep their values */
        put: operations["putSettingsEvents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification settings: `email_per_minute` (per recipient; the rest go out as one digest) */
        get: operations["getSettingsNotifications"];
        /** Save the notification settings */
        put: operations["putSettingsNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Share links, newest first (never their tokens) */
        get: operations["getShareLinks"];
        put?: never;
        /** Make a link showing some vehicles live (and an itinerary) to anyone holding it, until it expires */
        post: operations["postShareLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/share-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a link at once */
        delete: operations["deleteShareLinksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/system/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A consistent .tar.gz of the embedded database and the uploads (409 on PostgreSQL: use pg_dump) */
        get: operations["getSystemBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/system/demo-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo fleet's past being written: `writing` with the days written so far, `done` or `none` */
        get: operations["getSystemDemoHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/tracking/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every vehicle the user may see, with its latest position and live status; with `page`, `per_page`, `search` or `status`, a page of them sorted by name */
        get: operations["getTrackingLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List itineraries (latest day first); `name` searches the name, driver and vehicle; `status` is a tab; dates filter `day` */
        get: operations["getTrips"];
        put?: never;
        /** Create an itinerary; an overlapping plan of the driver or vehicle, or a blocked vehicle, is a 422 */
        post: operations["postTrips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/trips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One itinerary with its timeline */
        get: operations["getTripsById"];
        /** Replace an itinerary (its status is derived again); a finished one is a 409 */
        put: operations["putTripsById"];
        post?: never;
        /** Delete an itinerary */
        delete: operations["deleteTripsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/trips/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy an itinerary to other days (all or none; a day where it would overlap is named `days.N`) */
        post: operations["postTripsByIdDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/trips/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every driver and vehicle with the itineraries that hold it on `day` (for the form selects) */
        get: operations["getTripsAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vehicles (newest first); `name` searches name, plate, VIN, model and device id */
        get: operations["getVehicles"];
        put?: never;
        /** Create a vehicle */
        post: operations["postVehicles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle */
        get: operations["getVehiclesById"];
        /** Replace a vehicle (images removed from it are deleted) */
        put: operations["putVehiclesById"];
        post?: never;
        /** Delete a vehicle and its image files */
        delete: operations["deleteVehiclesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a vehicle (clears the block reason); idempotent */
        post: operations["postVehiclesByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block (deactivate) a vehicle with an optional reason; idempotent (a blocked vehicle keeps blocked, reason updated) */
        post: operations["postVehiclesByIdBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle’s commands, newest first */
        get: operations["getVehiclesByIdCommands"];
        put?: never;
        /** Send a command to the vehicle’s tracker: `sent` when connected, else `queued` (`held` while too fast) */
        post: operations["postVehiclesByIdCommands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle’s current driver: by the last key its device reported, else the assigned driver */
        get: operations["getVehiclesByIdDriver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/driver-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who drove over a period (as the movement record), by the driver keys the device reported: one span per key */
        get: operations["getVehiclesByIdDriverHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle's events in time order over at most 31 days (as its positions; default today) */
        get: operations["getVehiclesByIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vehicle's meters, programmes with next due, work-order history and cost totals */
        get: operations["getVehiclesByIdMaintenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/maintenance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle's maintenance cost per month as a spreadsheet (.xlsx or .csv) */
        get: operations["getVehiclesByIdMaintenanceExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/meters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a vehicle's odometer and/or engine hours: re-bases them from now on (history is kept) */
        put: operations["putVehiclesByIdMeters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored positions of one vehicle over at most 31 days (default: today in FLEET_TIMEZONE) */
        get: operations["getVehiclesByIdPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/sensors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle’s sensors (fuel level, fuel used, temperature) */
        get: operations["getVehiclesByIdSensors"];
        put?: never;
        /** Add a sensor to the vehicle */
        post: operations["postVehiclesByIdSensors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/sensors/{sensor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sensor of the vehicle */
        get: operations["getVehiclesByIdSensorsBySensorId"];
        /** Change a sensor of the vehicle */
        put: operations["putVehiclesByIdSensorsBySensorId"];
        post?: never;
        /** Remove a sensor from the vehicle (its past events stay) */
        delete: operations["deleteVehiclesByIdSensorsBySensorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/sensors/{sensor_id}/readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sensor's calibrated, smoothed readings over at most 31 days (for charts) */
        get: operations["getVehiclesByIdSensorsBySensorIdReadings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/{id}/status-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The block/activate history, newest first: who (a user, or an examination with a critical fault) and why */
        get: operations["getVehiclesByIdStatusHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole filtered list as a spreadsheet (at most 100000 rows), headers in the request language */
        get: operations["getVehiclesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import vehicles from .xlsx, .xls or .csv (multipart `file`, field `mode`: preview | all | valid_only) */
        post: operations["postVehiclesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Import template: the columns in the request language and one example row */
        get: operations["getVehiclesImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vehicles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicles as select options, searched by `name` (name, plate, VIN, model, device id), at most 20, the `selected` one first (the examinations filter) */
        get: operations["getVehiclesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A driver signs in with country code, phone and the password set on his driver record; the token opens `/api/driver/*` only */
        post: operations["postDriverAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the driver’s token */
        post: operations["postDriverAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/examinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The driver’s own reports, newest first, with every part and its fix status */
        get: operations["getDriverExaminations"];
        put?: never;
        /** Submit an inspection of the assigned vehicle: every checklist item answered, a severity for each damage, the signature. A critical damage puts the vehicle out of service. Resending the same `client_id` answers 200 with the stored report */
        post: operations["postDriverExaminations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/examinations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the fixes of a report on the driver’s vehicle: `part_ids` confirmed, `reopen_part_ids` still faulty (a reopened critical fault puts the vehicle out of service again) */
        post: operations["postDriverExaminationsByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/inspection-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inspection checklist grouped by area, in the request’s language */
        get: operations["getDriverInspectionItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo or the signature image (multipart `file`: JPEG, PNG, WebP or GIF, read from the bytes); only this driver may attach it */
        post: operations["postDriverMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The driver, his assigned vehicle (status and block reason) and the fixes on it waiting for his confirmation */
        get: operations["getDriverProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded file; needs the signature of its `url` (`expires`, `sig`) or a Bearer token */
        get: operations["getMediaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness for a load balancer: database, Redis when set, listeners up; 503 while draining */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared view (no sign-in): those vehicles live, the itinerary when shared; 404 once it ended */
        get: operations["getShareByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    fleetEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event delivered to a notification rule’s webhook URL
         * @description Sent for every event a rule with the `webhook` channel matches. Headers: `X-Fleet-Event` (the type), `X-Fleet-Delivery` (the delivery id, the same on every retry), `X-Fleet-Signature: sha256=<hex HMAC-SHA256 of the raw body with the rule’s secret>`. Any 2xx within 10 s is success; otherwise it is retried after about 5 s, then doubling up to an hour apart, for 24 hours.
         */
        post: operations["fleetEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            /** @description Field name (snake_case, nested with dots) → messages */
            errors?: {
                [key: string]: string[];
            };
            /** @description In the language of `accept-language` (ar by default) */
            message: string;
        };
    };
    responses: {
        /** @description A request the server cannot answer (the error envelope) */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The request could not be read"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Authenticated, but without the permission; an API key on an account route, or outside its vehicles */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "You do not have permission to do this"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record, or not visible to this caller */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The requested resource was not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: an API key over its `rate_limit_per_minute`, or repeated failed sign-ins. `Retry-After` says when to try again */
        TooManyRequests: {
            headers: {
                /** @description Requests allowed a minute (API keys) */
                "RateLimit-Limit"?: number;
                /** @description Requests left in this minute (API keys) */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the count starts again (API keys) */
                "RateLimit-Reset"?: number;
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too many requests for this API key. Try again in 12 seconds"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No, a bad, an expired or a revoked token or API key */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Your session has ended. Please sign in again"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed: `errors` names every bad field (nested fields with dots) */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Some fields are not valid. Please check them and try again",
                 *       "errors": {
                 *         "name": [
                 *           "This field is required"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@example.com",
                 *       "password": "admin12345"
                 *     }
                 */
                "application/json": {
                    code?: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            demo: boolean;
                            demo_credentials: {
                                email: string;
                                password: string;
                            } | null;
                            password_reset?: boolean;
                            tile_url: string;
                            timezone: string;
                        };
                        message?: string;
                    };
                };
            };
        };
    };
    getCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            image: string;
                            iso: string;
                            name: string;
                        }[];
                        message?: string;
                    };
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "active" | "expired" | "revoked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "delete")[];
                            created_at: string;
                            created_by: {
                                id: number | null;
                                name: string | null;
                            };
                            expires_at: string | null;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                            permissions: string[];
                            prefix: string;
                            rate_limit_per_minute: number;
                            revoked_at: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            vehicle_ids: number[];
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_at?: string | null;
                    name: string;
                    permissions: string[];
                    /** @default 600 */
                    rate_limit_per_minute?: number;
                    /** @default [] */
                    vehicle_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "name": "ERP integration",
                     *         "prefix": "fk_Q2x9a7Lm",
                     *         "key": "fk_Q2x9a7LmVb0c1d2e3f4g5h6i7j8k9l0m",
                     *         "permissions": [
                     *           "show_vehicles",
                     *           "show_tracking"
                     *         ],
                     *         "vehicle_ids": [
                     *           12,
                     *           14
                     *         ],
                     *         "expires_at": "2027-12-31T20:59:59.000Z",
                     *         "rate_limit_per_minute": 600,
                     *         "created_at": "2026-11-25T09:00:00.000Z",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "Administrator"
                     *         },
                     *         "last_used_at": null,
                     *         "revoked_at": null,
                     *         "status": "active",
                     *         "actions": [
                     *           "view",
                     *           "delete"
                     *         ]
                     *       },
                     *       "message": "API key created. Copy it now: it will not be shown again"
                     *     }
                     */
                    "application/json": {
                        data: {
                            actions: ("view" | "delete")[];
                            created_at: string;
                            created_by: {
                                id: number | null;
                                name: string | null;
                            };
                            expires_at: string | null;
                            id: number;
                            key: string;
                            last_used_at: string | null;
                            name: string;
                            permissions: string[];
                            prefix: string;
                            rate_limit_per_minute: number;
                            revoked_at: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            vehicle_ids: number[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "delete")[];
                            created_at: string;
                            created_by: {
                                id: number | null;
                                name: string | null;
                            };
                            expires_at: string | null;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                            permissions: string[];
                            prefix: string;
                            rate_limit_per_minute: number;
                            revoked_at: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            vehicle_ids: number[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                action?: string;
                actor_id?: number;
                actor_type?: "employee" | "driver" | "device" | "system" | "api_key";
                format?: "xlsx" | "csv";
                from?: string;
                model?: string;
                page?: number;
                per_page?: number;
                record_id?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            actor: {
                                id: number | null;
                                name: string | null;
                                /** @enum {string} */
                                type: "employee" | "driver" | "device" | "system" | "api_key";
                            };
                            changes: {
                                [key: string]: [
                                    unknown,
                                    unknown
                                ];
                            } | null;
                            id: number;
                            ip: string | null;
                            model: string;
                            record_id: string | null;
                            time: string;
                            user_agent: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuditLogActors: {
        parameters: {
            query?: {
                actor_id?: number;
                actor_type?: "employee" | "driver" | "device" | "system" | "api_key";
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            label: string;
                            /** @enum {string} */
                            type: "employee" | "driver" | "device" | "system" | "api_key";
                            value: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCommandsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: "cancel"[];
                            answered_at: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            error: string | null;
                            expires_at: string;
                            id: number;
                            reply: string | null;
                            sent_at: string | null;
                            /** @enum {string} */
                            status: "held" | "queued" | "sent" | "answered" | "expired" | "cancelled" | "failed";
                            text: string | null;
                            /** @enum {string} */
                            type: "engine_stop" | "engine_resume" | "position_request" | "reboot" | "custom";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesProtocols: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            host: string;
                            protocols: {
                                env_var: string;
                                label: string;
                                name: string;
                                port: number | null;
                                transport: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesUnknown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            device_id: string;
                            first_seen_at: string;
                            last_lat: number | null;
                            last_lon: number | null;
                            last_seen_at: string;
                            protocol: string;
                            reports: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDrivers: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "expired" | "expiring";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            country_code: string;
                            created_at: string;
                            has_password: boolean;
                            id: number;
                            identity_number: string;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            key_id: string | null;
                            licence_expiry_date: string;
                            licence_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            licence_number: string;
                            /** @enum {string} */
                            licence_status: "valid" | "expiring" | "expired";
                            name: string;
                            national_id_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            nationality: string;
                            phone: string;
                            phone_e164: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            } | null;
                            vehicle_id: number | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    /**
                     * @default +966
                     * @enum {string}
                     */
                    country_code?: "+966" | "+971" | "+965" | "+974" | "+973" | "+968" | "+20" | "+962" | "+967" | "+964" | "+963" | "+961" | "+249" | "+212" | "+216" | "+213" | "+92" | "+91" | "+880" | "+63" | "+62" | "+977" | "+94" | "+251" | "+254" | "+90" | "+44" | "+1";
                    identity_number: string;
                    image?: number | null;
                    key_id?: string | null;
                    /** Format: date */
                    licence_expiry_date: string;
                    licence_image?: number | null;
                    licence_number: string;
                    name: string;
                    national_id_image?: number | null;
                    /** @enum {string} */
                    nationality: "sa" | "ae" | "kw" | "qa" | "bh" | "om" | "eg" | "jo" | "ye" | "iq" | "sy" | "lb" | "sd" | "ma" | "tn" | "dz" | "pk" | "in" | "bd" | "ph" | "id" | "np" | "lk" | "et" | "ke" | "tr" | "gb" | "us";
                    password?: ("" | string) | null;
                    phone: string;
                    vehicle_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            country_code: string;
                            created_at: string;
                            has_password: boolean;
                            id: number;
                            identity_number: string;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            key_id: string | null;
                            licence_expiry_date: string;
                            licence_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            licence_number: string;
                            /** @enum {string} */
                            licence_status: "valid" | "expiring" | "expired";
                            name: string;
                            national_id_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            nationality: string;
                            phone: string;
                            phone_e164: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            } | null;
                            vehicle_id: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriversById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            country_code: string;
                            created_at: string;
                            has_password: boolean;
                            id: number;
                            identity_number: string;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            key_id: string | null;
                            licence_expiry_date: string;
                            licence_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            licence_number: string;
                            /** @enum {string} */
                            licence_status: "valid" | "expiring" | "expired";
                            name: string;
                            national_id_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            nationality: string;
                            phone: string;
                            phone_e164: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            } | null;
                            vehicle_id: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDriversById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    /**
                     * @default +966
                     * @enum {string}
                     */
                    country_code?: "+966" | "+971" | "+965" | "+974" | "+973" | "+968" | "+20" | "+962" | "+967" | "+964" | "+963" | "+961" | "+249" | "+212" | "+216" | "+213" | "+92" | "+91" | "+880" | "+63" | "+62" | "+977" | "+94" | "+251" | "+254" | "+90" | "+44" | "+1";
                    identity_number: string;
                    image?: number | null;
                    key_id?: string | null;
                    /** Format: date */
                    licence_expiry_date: string;
                    licence_image?: number | null;
                    licence_number: string;
                    name: string;
                    national_id_image?: number | null;
                    /** @enum {string} */
                    nationality: "sa" | "ae" | "kw" | "qa" | "bh" | "om" | "eg" | "jo" | "ye" | "iq" | "sy" | "lb" | "sd" | "ma" | "tn" | "dz" | "pk" | "in" | "bd" | "ph" | "id" | "np" | "lk" | "et" | "ke" | "tr" | "gb" | "us";
                    password?: ("" | string) | null;
                    phone: string;
                    vehicle_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            country_code: string;
                            created_at: string;
                            has_password: boolean;
                            id: number;
                            identity_number: string;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            key_id: string | null;
                            licence_expiry_date: string;
                            licence_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            licence_number: string;
                            /** @enum {string} */
                            licence_status: "valid" | "expiring" | "expired";
                            name: string;
                            national_id_image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            nationality: string;
                            phone: string;
                            phone_e164: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            } | null;
                            vehicle_id: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDriversById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriversFreeVehicles: {
        parameters: {
            query?: {
                driver_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriversOptions: {
        parameters: {
            query?: {
                name?: string;
                selected?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEmployees: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            country_code: string | null;
                            created_at: string;
                            driver: {
                                id: number;
                                name: string;
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                } | null;
                            } | null;
                            driver_id: number | null;
                            email: string;
                            id: number;
                            identity_number: string | null;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            last_login_at: string | null;
                            name: string;
                            phone: string | null;
                            phone_e164: string | null;
                            role: {
                                id: number;
                                name: string;
                            };
                            role_id: number;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default +966
                     * @enum {string}
                     */
                    country_code?: "+966" | "+971" | "+965" | "+974" | "+973" | "+968" | "+20" | "+962" | "+967" | "+964" | "+963" | "+961" | "+249" | "+212" | "+216" | "+213" | "+92" | "+91" | "+880" | "+63" | "+62" | "+977" | "+94" | "+251" | "+254" | "+90" | "+44" | "+1";
                    driver_id?: number | null;
                    /** Format: email */
                    email: string;
                    identity_number: string;
                    image?: number | null;
                    name: string;
                    password: string;
                    phone: string;
                    role_id: number;
                    temporary_password?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            country_code: string | null;
                            created_at: string;
                            driver: {
                                id: number;
                                name: string;
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                } | null;
                            } | null;
                            driver_id: number | null;
                            email: string;
                            id: number;
                            identity_number: string | null;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            last_login_at: string | null;
                            name: string;
                            phone: string | null;
                            phone_e164: string | null;
                            role: {
                                id: number;
                                name: string;
                            };
                            role_id: number;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEmployeesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            country_code: string | null;
                            created_at: string;
                            driver: {
                                id: number;
                                name: string;
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                } | null;
                            } | null;
                            driver_id: number | null;
                            email: string;
                            id: number;
                            identity_number: string | null;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            last_login_at: string | null;
                            name: string;
                            phone: string | null;
                            phone_e164: string | null;
                            role: {
                                id: number;
                                name: string;
                            };
                            role_id: number;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putEmployeesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default +966
                     * @enum {string}
                     */
                    country_code?: "+966" | "+971" | "+965" | "+974" | "+973" | "+968" | "+20" | "+962" | "+967" | "+964" | "+963" | "+961" | "+249" | "+212" | "+216" | "+213" | "+92" | "+91" | "+880" | "+63" | "+62" | "+977" | "+94" | "+251" | "+254" | "+90" | "+44" | "+1";
                    driver_id?: number | null;
                    /** Format: email */
                    email: string;
                    identity_number: string;
                    image?: number | null;
                    name: string;
                    password?: ("" | string) | null;
                    phone: string;
                    role_id: number;
                    temporary_password?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            country_code: string | null;
                            created_at: string;
                            driver: {
                                id: number;
                                name: string;
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                } | null;
                            } | null;
                            driver_id: number | null;
                            email: string;
                            id: number;
                            identity_number: string | null;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            last_login_at: string | null;
                            name: string;
                            phone: string | null;
                            phone_e164: string | null;
                            role: {
                                id: number;
                                name: string;
                            };
                            role_id: number;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteEmployeesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                from?: string;
                geofence_id?: number;
                page?: number;
                per_page?: number;
                severity?: "info" | "warning" | "critical";
                to?: string;
                type?: string;
                vehicle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                [key: string]: unknown;
                            };
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            geofence: {
                                id: number;
                                name: string;
                            } | null;
                            id: number;
                            lat: number | null;
                            lon: number | null;
                            message: string;
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            time: string;
                            trip: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getExaminations: {
        parameters: {
            query?: {
                driver_id?: number;
                end_date?: string;
                flagged?: "true" | "false";
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "all" | "faulty" | "faultless" | "addressed";
                type?: "daily" | "pre_trip" | "post_trip" | "periodic";
                vehicle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        }[];
                        meta: {
                            counts: {
                                addressed: number;
                                all: number;
                                faultless: number;
                                faulty: number;
                            };
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postExaminations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    /** Format: uuid */
                    client_id?: string;
                    driver_id: number;
                    /** @default [] */
                    images?: number[];
                    lat?: number | null;
                    lon?: number | null;
                    notes?: string | null;
                    parts: {
                        /** @enum {string} */
                        check_status: "checked" | "not_checked";
                        condition?: ("ok" | "damage") | null;
                        /** @default [] */
                        images?: number[];
                        notes?: string | null;
                        /** @enum {string} */
                        part: "body_panels" | "windscreen" | "windows" | "mirrors" | "wipers" | "doors_locks" | "bumpers" | "number_plates" | "tyre_front_left" | "tyre_front_right" | "tyre_rear_left" | "tyre_rear_right" | "spare_tyre" | "wheel_nuts" | "service_brake" | "parking_brake" | "brake_warning" | "headlights" | "tail_lights" | "brake_lights" | "indicators" | "hazard_lights" | "reverse_lights" | "engine_oil" | "coolant" | "brake_fluid" | "power_steering_fluid" | "washer_fluid" | "leaks" | "seat_belts" | "seats" | "steering" | "horn" | "dashboard_gauges" | "air_conditioning" | "cleanliness" | "fire_extinguisher" | "first_aid_kit" | "warning_triangle" | "reflective_vest" | "jack_tools" | "registration" | "insurance" | "periodic_inspection" | "operating_card" | "driver_licence";
                        severity?: ("minor" | "major" | "critical") | null;
                    }[];
                    signature: number;
                    signature_statement: string;
                    /** Format: date-time */
                    started_at: string;
                    /** Format: date-time */
                    submitted_at?: string;
                    /** @enum {string} */
                    type: "daily" | "pre_trip" | "post_trip" | "periodic";
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getExaminationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putExaminationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    notes?: string | null;
                    /** @enum {string} */
                    type: "daily" | "pre_trip" | "post_trip" | "periodic";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteExaminationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postExaminationsByIdFix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    acknowledgement: true;
                    fix_notes: string;
                    fixed_by: string;
                    /** @default [] */
                    images?: number[];
                    part_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getExaminationsFaultsPerWeek: {
        parameters: {
            query?: {
                driver_id?: number;
                end_date?: string;
                start_date?: string;
                vehicle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            areas: {
                                brakes: number;
                                cabin: number;
                                documents: number;
                                exterior: number;
                                fluids: number;
                                lights: number;
                                safety_equipment: number;
                                tyres: number;
                            } & {
                                [key: string]: number;
                            };
                            total: number;
                            week_start: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFuelTransactions: {
        parameters: {
            query?: {
                end_date?: string;
                flagged?: "true" | "false";
                from?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            card: string | null;
                            cost: number | null;
                            created_at: string;
                            detected_litres: number | null;
                            difference_litres: number | null;
                            flagged: boolean;
                            id: number;
                            litres: number;
                            refuel_event_id: number | null;
                            station: string | null;
                            time: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postFuelTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card?: string | null;
                    cost?: number | null;
                    litres: number;
                    station?: string | null;
                    /** Format: date-time */
                    time: string;
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            card: string | null;
                            cost: number | null;
                            created_at: string;
                            detected_litres: number | null;
                            difference_litres: number | null;
                            flagged: boolean;
                            id: number;
                            litres: number;
                            refuel_event_id: number | null;
                            station: string | null;
                            time: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFuelTransactionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            card: string | null;
                            cost: number | null;
                            created_at: string;
                            detected_litres: number | null;
                            difference_litres: number | null;
                            flagged: boolean;
                            id: number;
                            litres: number;
                            refuel_event_id: number | null;
                            station: string | null;
                            time: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putFuelTransactionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card?: string | null;
                    cost?: number | null;
                    litres: number;
                    station?: string | null;
                    /** Format: date-time */
                    time: string;
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            card: string | null;
                            cost: number | null;
                            created_at: string;
                            detected_litres: number | null;
                            difference_litres: number | null;
                            flagged: boolean;
                            id: number;
                            litres: number;
                            refuel_event_id: number | null;
                            station: string | null;
                            time: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteFuelTransactionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postFuelTransactionsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            failed: {
                                errors: {
                                    [key: string]: string[];
                                };
                                row: number;
                            }[];
                            /** @enum {string} */
                            mode: "preview" | "all" | "valid_only";
                            preview: {
                                row: number;
                                values: {
                                    [key: string]: unknown;
                                };
                            }[];
                            total: number;
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            failed: {
                                errors: {
                                    [key: string]: string[];
                                };
                                row: number;
                            }[];
                            /** @enum {string} */
                            mode: "preview" | "all" | "valid_only";
                            preview: {
                                row: number;
                                values: {
                                    [key: string]: unknown;
                                };
                            }[];
                            total: number;
                            updated: number;
                        };
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    } | {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGeofences: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "true" | "false";
                type?: "polygon" | "circle" | "corridor";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            color: string;
                            created_at: string;
                            geometry: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][];
                                /** @enum {string} */
                                type: "LineString";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][][];
                                /** @enum {string} */
                                type: "Polygon";
                            };
                            id: number;
                            name: string;
                            radius: number | null;
                            speed_limit: number | null;
                            status: boolean;
                            /** @enum {string} */
                            type: "polygon" | "circle" | "corridor";
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            width: number | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGeofences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default #2563eb */
                    color?: string;
                    geometry: {
                        coordinates: [
                            number,
                            number
                        ];
                        /** @enum {string} */
                        type: "Point";
                    } | {
                        coordinates: [
                            number,
                            number
                        ][];
                        /** @enum {string} */
                        type: "LineString";
                    } | {
                        coordinates: [
                            number,
                            number
                        ][][];
                        /** @enum {string} */
                        type: "Polygon";
                    };
                    name: string;
                    radius?: number | null;
                    speed_limit?: number | null;
                    /** @default true */
                    status?: boolean;
                    /** @enum {string} */
                    type: "polygon" | "circle" | "corridor";
                    /** @default [] */
                    vehicle_ids?: number[];
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            color: string;
                            created_at: string;
                            geometry: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][];
                                /** @enum {string} */
                                type: "LineString";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][][];
                                /** @enum {string} */
                                type: "Polygon";
                            };
                            id: number;
                            name: string;
                            radius: number | null;
                            speed_limit: number | null;
                            status: boolean;
                            /** @enum {string} */
                            type: "polygon" | "circle" | "corridor";
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            width: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGeofencesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            color: string;
                            created_at: string;
                            geometry: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][];
                                /** @enum {string} */
                                type: "LineString";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][][];
                                /** @enum {string} */
                                type: "Polygon";
                            };
                            id: number;
                            name: string;
                            radius: number | null;
                            speed_limit: number | null;
                            status: boolean;
                            /** @enum {string} */
                            type: "polygon" | "circle" | "corridor";
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            width: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putGeofencesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default #2563eb */
                    color?: string;
                    geometry: {
                        coordinates: [
                            number,
                            number
                        ];
                        /** @enum {string} */
                        type: "Point";
                    } | {
                        coordinates: [
                            number,
                            number
                        ][];
                        /** @enum {string} */
                        type: "LineString";
                    } | {
                        coordinates: [
                            number,
                            number
                        ][][];
                        /** @enum {string} */
                        type: "Polygon";
                    };
                    name: string;
                    radius?: number | null;
                    speed_limit?: number | null;
                    /** @default true */
                    status?: boolean;
                    /** @enum {string} */
                    type: "polygon" | "circle" | "corridor";
                    /** @default [] */
                    vehicle_ids?: number[];
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            color: string;
                            created_at: string;
                            geometry: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][];
                                /** @enum {string} */
                                type: "LineString";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][][];
                                /** @enum {string} */
                                type: "Polygon";
                            };
                            id: number;
                            name: string;
                            radius: number | null;
                            speed_limit: number | null;
                            status: boolean;
                            /** @enum {string} */
                            type: "polygon" | "circle" | "corridor";
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            width: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGeofencesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGeofencesLayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string;
                            geometry: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][];
                                /** @enum {string} */
                                type: "LineString";
                            } | {
                                coordinates: [
                                    number,
                                    number
                                ][][];
                                /** @enum {string} */
                                type: "Polygon";
                            };
                            id: number;
                            name: string;
                            radius: number | null;
                            /** @enum {string} */
                            type: "polygon" | "circle" | "corridor";
                            width: number | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGeofencesOptions: {
        parameters: {
            query?: {
                name?: string;
                selected?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceDue: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                programme_id?: number;
                status?: "due_soon" | "overdue" | "all";
                vehicle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            due_hours: number | null;
                            due_km: number | null;
                            due_on: string | null;
                            engine_hours: number;
                            odometer_km: number;
                            programme: {
                                id: number;
                                name: string;
                            };
                            progress: number;
                            since: string;
                            /** @enum {string} */
                            status: "ok" | "due_soon" | "overdue";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            work_order_id: number | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceProgrammes: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            categories: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                            created_at: string;
                            due_soon_count: number;
                            every_hours: number | null;
                            every_km: number | null;
                            every_months: number | null;
                            id: number;
                            name: string;
                            overdue_count: number;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            vehicles_count: number;
                            warn_days: number | null;
                            warn_hours: number | null;
                            warn_km: number | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMaintenanceProgrammes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    categories?: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                    every_hours?: number | null;
                    every_km?: number | null;
                    every_months?: number | null;
                    name: string;
                    /** @default [] */
                    vehicle_ids?: number[];
                    warn_days?: number | null;
                    warn_hours?: number | null;
                    warn_km?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            categories: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                            created_at: string;
                            due_soon_count: number;
                            every_hours: number | null;
                            every_km: number | null;
                            every_months: number | null;
                            id: number;
                            name: string;
                            overdue_count: number;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            vehicles_count: number;
                            warn_days: number | null;
                            warn_hours: number | null;
                            warn_km: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceProgrammesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            categories: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                            created_at: string;
                            due_soon_count: number;
                            every_hours: number | null;
                            every_km: number | null;
                            every_months: number | null;
                            id: number;
                            name: string;
                            overdue_count: number;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            vehicles_count: number;
                            warn_days: number | null;
                            warn_hours: number | null;
                            warn_km: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putMaintenanceProgrammesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    categories?: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                    every_hours?: number | null;
                    every_km?: number | null;
                    every_months?: number | null;
                    name: string;
                    /** @default [] */
                    vehicle_ids?: number[];
                    warn_days?: number | null;
                    warn_hours?: number | null;
                    warn_km?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            categories: ("car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other")[];
                            created_at: string;
                            due_soon_count: number;
                            every_hours: number | null;
                            every_km: number | null;
                            every_months: number | null;
                            id: number;
                            name: string;
                            overdue_count: number;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            vehicles_count: number;
                            warn_days: number | null;
                            warn_hours: number | null;
                            warn_km: number | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMaintenanceProgrammesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putMaintenanceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceWorkOrders: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "open" | "in_progress" | "completed" | "cancelled";
                vehicle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            completed_at: string | null;
                            completed_by: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            currency: string;
                            examination_part_ids: number[];
                            fix_notes: string | null;
                            fixed_by: string | null;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lines: {
                                description: string;
                                /** @enum {string} */
                                kind: "part" | "labour" | "other";
                                quantity: number;
                                total: number;
                                unit_cost: number;
                            }[];
                            notes: string | null;
                            odometer_km: number | null;
                            parts: {
                                examination_id: number;
                                fix_status: string;
                                id: number;
                                label: string;
                                part: string;
                                severity: string | null;
                            }[];
                            programme: {
                                id: number;
                                name: string;
                            } | null;
                            programme_id: number | null;
                            started_at: string | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                            total_cost: number;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                            vendor: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMaintenanceWorkOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    examination_part_ids?: number[];
                    /** @default [] */
                    images?: number[];
                    /** @default [] */
                    lines?: {
                        description: string;
                        /** @enum {string} */
                        kind: "part" | "labour" | "other";
                        quantity: number;
                        unit_cost: number;
                    }[];
                    notes?: string | null;
                    odometer_km?: number | null;
                    programme_id?: number | null;
                    started_at?: string | null;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "in_progress" | "cancelled";
                    title: string;
                    vehicle_id: number;
                    vendor?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            completed_at: string | null;
                            completed_by: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            currency: string;
                            examination_part_ids: number[];
                            fix_notes: string | null;
                            fixed_by: string | null;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lines: {
                                description: string;
                                /** @enum {string} */
                                kind: "part" | "labour" | "other";
                                quantity: number;
                                total: number;
                                unit_cost: number;
                            }[];
                            notes: string | null;
                            odometer_km: number | null;
                            parts: {
                                examination_id: number;
                                fix_status: string;
                                id: number;
                                label: string;
                                part: string;
                                severity: string | null;
                            }[];
                            programme: {
                                id: number;
                                name: string;
                            } | null;
                            programme_id: number | null;
                            started_at: string | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                            total_cost: number;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                            vendor: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenanceWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            completed_at: string | null;
                            completed_by: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            currency: string;
                            examination_part_ids: number[];
                            fix_notes: string | null;
                            fixed_by: string | null;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lines: {
                                description: string;
                                /** @enum {string} */
                                kind: "part" | "labour" | "other";
                                quantity: number;
                                total: number;
                                unit_cost: number;
                            }[];
                            notes: string | null;
                            odometer_km: number | null;
                            parts: {
                                examination_id: number;
                                fix_status: string;
                                id: number;
                                label: string;
                                part: string;
                                severity: string | null;
                            }[];
                            programme: {
                                id: number;
                                name: string;
                            } | null;
                            programme_id: number | null;
                            started_at: string | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                            total_cost: number;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                            vendor: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putMaintenanceWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    examination_part_ids?: number[];
                    /** @default [] */
                    images?: number[];
                    /** @default [] */
                    lines?: {
                        description: string;
                        /** @enum {string} */
                        kind: "part" | "labour" | "other";
                        quantity: number;
                        unit_cost: number;
                    }[];
                    notes?: string | null;
                    odometer_km?: number | null;
                    programme_id?: number | null;
                    started_at?: string | null;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "in_progress" | "cancelled";
                    title: string;
                    vehicle_id: number;
                    vendor?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            completed_at: string | null;
                            completed_by: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            currency: string;
                            examination_part_ids: number[];
                            fix_notes: string | null;
                            fixed_by: string | null;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lines: {
                                description: string;
                                /** @enum {string} */
                                kind: "part" | "labour" | "other";
                                quantity: number;
                                total: number;
                                unit_cost: number;
                            }[];
                            notes: string | null;
                            odometer_km: number | null;
                            parts: {
                                examination_id: number;
                                fix_status: string;
                                id: number;
                                label: string;
                                part: string;
                                severity: string | null;
                            }[];
                            programme: {
                                id: number;
                                name: string;
                            } | null;
                            programme_id: number | null;
                            started_at: string | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                            total_cost: number;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                            vendor: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMaintenanceWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMaintenanceWorkOrdersByIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    acknowledgement: true;
                    completed_at?: string | null;
                    fix_notes?: string | null;
                    fixed_by: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            completed_at: string | null;
                            completed_by: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            currency: string;
                            examination_part_ids: number[];
                            fix_notes: string | null;
                            fixed_by: string | null;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lines: {
                                description: string;
                                /** @enum {string} */
                                kind: "part" | "labour" | "other";
                                quantity: number;
                                total: number;
                                unit_cost: number;
                            }[];
                            notes: string | null;
                            odometer_km: number | null;
                            parts: {
                                examination_id: number;
                                fix_status: string;
                                id: number;
                                label: string;
                                part: string;
                                severity: string | null;
                            }[];
                            programme: {
                                id: number;
                                name: string;
                            } | null;
                            programme_id: number | null;
                            started_at: string | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                            total_cost: number;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                            vendor: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMedia: {
        parameters: {
            query?: {
                purpose?: "media" | "document";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            mime_type: string;
                            url: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationRules: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            channels: ("web" | "email" | "webhook")[];
                            created_at: string;
                            employees: {
                                id: number;
                                name: string;
                            }[];
                            event_types: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                            geofence_ids: number[];
                            geofences: {
                                id: number;
                                name: string;
                            }[];
                            has_webhook_secret: boolean;
                            id: number;
                            name: string;
                            recipients: {
                                employee_ids: number[];
                                role_ids: number[];
                            };
                            roles: {
                                id: number;
                                name: string;
                            }[];
                            status: boolean;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            webhook_url: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: ("web" | "email" | "webhook")[];
                    /** @default [] */
                    event_types?: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                    /** @default [] */
                    geofence_ids?: number[];
                    name: string;
                    /**
                     * @default {
                     *       "employee_ids": [],
                     *       "role_ids": []
                     *     }
                     */
                    recipients?: {
                        /** @default [] */
                        employee_ids?: number[];
                        /** @default [] */
                        role_ids?: number[];
                    };
                    /** @default true */
                    status?: boolean;
                    /** @default [] */
                    vehicle_ids?: number[];
                    webhook_secret?: string | null;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            channels: ("web" | "email" | "webhook")[];
                            created_at: string;
                            employees: {
                                id: number;
                                name: string;
                            }[];
                            event_types: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                            geofence_ids: number[];
                            geofences: {
                                id: number;
                                name: string;
                            }[];
                            has_webhook_secret: boolean;
                            id: number;
                            name: string;
                            recipients: {
                                employee_ids: number[];
                                role_ids: number[];
                            };
                            roles: {
                                id: number;
                                name: string;
                            }[];
                            status: boolean;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            webhook_url: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            channels: ("web" | "email" | "webhook")[];
                            created_at: string;
                            employees: {
                                id: number;
                                name: string;
                            }[];
                            event_types: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                            geofence_ids: number[];
                            geofences: {
                                id: number;
                                name: string;
                            }[];
                            has_webhook_secret: boolean;
                            id: number;
                            name: string;
                            recipients: {
                                employee_ids: number[];
                                role_ids: number[];
                            };
                            roles: {
                                id: number;
                                name: string;
                            }[];
                            status: boolean;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            webhook_url: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putNotificationRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: ("web" | "email" | "webhook")[];
                    /** @default [] */
                    event_types?: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                    /** @default [] */
                    geofence_ids?: number[];
                    name: string;
                    /**
                     * @default {
                     *       "employee_ids": [],
                     *       "role_ids": []
                     *     }
                     */
                    recipients?: {
                        /** @default [] */
                        employee_ids?: number[];
                        /** @default [] */
                        role_ids?: number[];
                    };
                    /** @default true */
                    status?: boolean;
                    /** @default [] */
                    vehicle_ids?: number[];
                    webhook_secret?: string | null;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            channels: ("web" | "email" | "webhook")[];
                            created_at: string;
                            employees: {
                                id: number;
                                name: string;
                            }[];
                            event_types: ("geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range")[];
                            geofence_ids: number[];
                            geofences: {
                                id: number;
                                name: string;
                            }[];
                            has_webhook_secret: boolean;
                            id: number;
                            name: string;
                            recipients: {
                                employee_ids: number[];
                                role_ids: number[];
                            };
                            roles: {
                                id: number;
                                name: string;
                            }[];
                            status: boolean;
                            updated_at: string;
                            vehicle_ids: number[];
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            webhook_url: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteNotificationRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationRulesByIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            /** @enum {string} */
                            channel: "email" | "webhook";
                            created_at: string;
                            event_id: number;
                            /** @enum {string} */
                            event_type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                            id: string;
                            last_error: string | null;
                            next_attempt_at: string | null;
                            recipient: string;
                            sent_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            vehicle_name: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationRulesOptionsByKind: {
        parameters: {
            query?: {
                name?: string;
                selected?: number;
            };
            header?: never;
            path: {
                kind: "vehicles" | "geofences" | "employees" | "roles";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                severity?: "info" | "warning" | "critical";
                type?: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                unread?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            event: {
                                attributes: {
                                    [key: string]: unknown;
                                };
                                driver: {
                                    id: number;
                                    name: string;
                                } | null;
                                geofence: {
                                    id: number;
                                    name: string;
                                } | null;
                                id: number;
                                lat: number | null;
                                lon: number | null;
                                message: string;
                                /** @enum {string} */
                                severity: "info" | "warning" | "critical";
                                time: string;
                                trip: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                };
                            };
                            id: number;
                            read_at: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            unread: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    all: true;
                } | {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            unread: number;
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            area: string;
                            label: string;
                            models: {
                                label: string;
                                model: string;
                                permissions: {
                                    action: string;
                                    label: string;
                                    name: string;
                                }[];
                            }[];
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: number | null;
                    language?: ("ar" | "en") | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            id: number;
                            image: string | null;
                            language: ("ar" | "en") | null;
                            must_change_password: boolean;
                            name: string;
                            permissions: string[];
                            role: {
                                id: number;
                                name: string;
                            };
                            two_factor_enabled: boolean;
                            two_factor_setup_required: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfileAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            id: number;
                            image: string | null;
                            language: ("ar" | "en") | null;
                            must_change_password: boolean;
                            name: string;
                            permissions: string[];
                            role: {
                                id: number;
                                name: string;
                            };
                            two_factor_enabled: boolean;
                            two_factor_setup_required: boolean;
                        };
                        message?: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProfilePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfileSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            current: boolean;
                            id: number;
                            ip: string | null;
                            last_used_at: string;
                            user_agent: string | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProfileSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProfileSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProfileTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            otpauth_url: string;
                            qr_svg: string;
                            secret: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProfileTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProfileTwoFactorEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recovery_codes: string[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsDriving: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "driver" | "vehicle";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            distance_km: number;
                            driver?: {
                                id: number;
                                name: string;
                            } | null;
                            driving_seconds: number;
                            harsh_acceleration: number;
                            harsh_braking: number;
                            harsh_cornering: number;
                            idle_seconds: number;
                            overspeed_events: number;
                            overspeed_seconds: number;
                            rank: number;
                            score: number;
                            scored: boolean;
                            vehicle?: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsDrivingWeekly: {
        parameters: {
            query: {
                driver_id: number;
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            distance_km: number;
                            score: number | null;
                            scored: boolean;
                            week_start: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsEvents: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                [key: string]: unknown;
                            };
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            geofence: {
                                id: number;
                                name: string;
                            } | null;
                            id: number;
                            lat: number | null;
                            lon: number | null;
                            message: string;
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            time: string;
                            trip: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsFuel: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            card_litres: number;
                            card_unmatched_litres: number;
                            consumed_litres: number;
                            day?: string;
                            distance_km: number;
                            drained_litres: number;
                            drains: number;
                            end_litres: number | null;
                            litres_per_100km: number | null;
                            refuelled_litres: number;
                            refuels: number;
                            start_litres: number | null;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        flagged: {
                            actions: ("edit" | "delete")[];
                            card: string | null;
                            cost: number | null;
                            created_at: string;
                            detected_litres: number | null;
                            difference_litres: number | null;
                            flagged: boolean;
                            id: number;
                            litres: number;
                            refuel_event_id: number | null;
                            station: string | null;
                            time: string;
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsInspections: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            critical: number;
                            faults: number;
                            fixed: number;
                            last_examination_id: number;
                            median_hours_to_fix: number | null;
                            part: string;
                            part_label: string;
                            repeats: number;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsItineraries: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            day: string;
                            delay_minutes_avg: number | null;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            id: number;
                            late_stations: number;
                            name: string;
                            on_time_stations: number;
                            skipped_stations: number;
                            stations: number;
                            status: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postReportsRebuild: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    from?: string;
                    /** Format: date */
                    start_date?: string;
                    vehicle_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            done: number;
                            finished_at: string | null;
                            from: string;
                            id: number;
                            /** @enum {string} */
                            status: "running" | "finished" | "failed";
                            total: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsRebuildById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            done: number;
                            finished_at: string | null;
                            from: string;
                            id: number;
                            /** @enum {string} */
                            status: "running" | "finished" | "failed";
                            total: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsRebuilds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            done: number;
                            finished_at: string | null;
                            from: string;
                            id: number;
                            /** @enum {string} */
                            status: "running" | "finished" | "failed";
                            total: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsStops: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            duration_seconds: number;
                            end_time: string;
                            engine_on_seconds: number;
                            lat: number;
                            lon: number;
                            place: {
                                id: number;
                                name: string;
                            } | null;
                            start_time: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsSummary: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avg_speed: number;
                            day?: string;
                            distance_km: number;
                            driving_seconds: number;
                            idle_seconds: number;
                            max_speed: number;
                            odometer_end_km: number | null;
                            odometer_start_km: number | null;
                            overspeed_events: number;
                            stopped_seconds: number;
                            stops: number;
                            trips: number;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsTemperature: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avg: number | null;
                            excursions: number;
                            max: number | null;
                            min: number | null;
                            out_of_range_seconds: number;
                            sensor: {
                                id: number;
                                name: string;
                            };
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportsTrips: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                from?: string;
                group?: "vehicle" | "day";
                page?: number;
                per_page?: number;
                start_date?: string;
                to?: string;
                vehicle_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avg_speed: number;
                            distance_km: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            duration_seconds: number;
                            end_lat: number;
                            end_lon: number;
                            end_place: {
                                id: number;
                                name: string;
                            } | null;
                            end_time: string;
                            max_speed: number;
                            start_lat: number;
                            start_lon: number;
                            start_place: {
                                id: number;
                                name: string;
                            } | null;
                            start_time: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                        totals: {
                            [key: string]: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRoles: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            employees_count: number;
                            id: number;
                            name: string;
                            permissions: string[];
                            permissions_count: number;
                            two_factor_required: boolean;
                            updated_at: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: string[];
                    /** @default false */
                    two_factor_required?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            employees_count: number;
                            id: number;
                            name: string;
                            permissions: string[];
                            permissions_count: number;
                            two_factor_required: boolean;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            employees_count: number;
                            id: number;
                            name: string;
                            permissions: string[];
                            permissions_count: number;
                            two_factor_required: boolean;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: string[];
                    /** @default false */
                    two_factor_required?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            employees_count: number;
                            id: number;
                            name: string;
                            permissions: string[];
                            permissions_count: number;
                            two_factor_required: boolean;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_role_id?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolesOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSettingsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document_warning_days: number;
                            geofence_dwell_seconds: number;
                            harsh_acceleration_ms2: number;
                            harsh_braking_ms2: number;
                            idle_minutes: number;
                            immobilise_max_speed_kmh: number;
                            moving_speed_kmh: number;
                            offline_minutes: number;
                            overspeed_limit: number;
                            overspeed_min_seconds: number;
                            stop_min_seconds: number;
                            temperature_min_seconds: number;
                            trip_min_distance_m: number;
                            trip_min_seconds: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putSettingsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document_warning_days?: number;
                    geofence_dwell_seconds?: number;
                    harsh_acceleration_ms2?: number;
                    harsh_braking_ms2?: number;
                    idle_minutes?: number;
                    immobilise_max_speed_kmh?: number;
                    moving_speed_kmh?: number;
                    offline_minutes?: number;
                    overspeed_limit?: number;
                    overspeed_min_seconds?: number;
                    stop_min_seconds?: number;
                    temperature_min_seconds?: number;
                    trip_min_distance_m?: number;
                    trip_min_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document_warning_days: number;
                            geofence_dwell_seconds: number;
                            harsh_acceleration_ms2: number;
                            harsh_braking_ms2: number;
                            idle_minutes: number;
                            immobilise_max_speed_kmh: number;
                            moving_speed_kmh: number;
                            offline_minutes: number;
                            overspeed_limit: number;
                            overspeed_min_seconds: number;
                            stop_min_seconds: number;
                            temperature_min_seconds: number;
                            trip_min_distance_m: number;
                            trip_min_seconds: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSettingsNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email_per_minute: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putSettingsNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_per_minute?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email_per_minute: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getShareLinks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "active" | "expired" | "revoked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: "delete"[];
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            expires_at: string;
                            id: number;
                            last_viewed_at: string | null;
                            note: string | null;
                            revoked_at: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            trip: {
                                id: number;
                                name: string;
                            } | null;
                            vehicles: {
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                            views: number;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postShareLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_in_hours: number;
                    note?: string | null;
                    trip_id?: number | null;
                    vehicle_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expires_at: string;
                            id: number;
                            qr_svg: string;
                            token: string;
                            url: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteShareLinksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSystemBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSystemDemoHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            days: number;
                            days_written: number;
                            /** @enum {string} */
                            status: "none" | "writing" | "done";
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTrackingLive: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                status?: "moving" | "pause" | "exit" | "busy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            server_time: string;
                            vehicles: {
                                device_id: string | null;
                                driver: {
                                    id: number;
                                    name: string;
                                } | null;
                                id: number;
                                live_status: ("moving" | "pause" | "exit" | "busy") | null;
                                name: string;
                                plate_number: string;
                                position: {
                                    course: number | null;
                                    fix_time: string;
                                    ignition: boolean | null;
                                    lat: number;
                                    lon: number;
                                    server_time: string;
                                    speed: number | null;
                                } | null;
                                sensors: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    type: "fuel_level" | "fuel_used" | "temperature";
                                    unit: string;
                                    value: number | null;
                                }[];
                                status: boolean;
                            }[];
                        };
                        message?: string;
                    } | {
                        data: {
                            device_id: string | null;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            id: number;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            name: string;
                            plate_number: string;
                            position: {
                                course: number | null;
                                fix_time: string;
                                ignition: boolean | null;
                                lat: number;
                                lon: number;
                                server_time: string;
                                speed: number | null;
                            } | null;
                            sensors: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                type: "fuel_level" | "fuel_used" | "temperature";
                                unit: string;
                                value: number | null;
                            }[];
                            status: boolean;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTrips: {
        parameters: {
            query?: {
                end_date?: string;
                name?: string;
                page?: number;
                per_page?: number;
                start_date?: string;
                status?: "running" | "planned" | "finished" | "late" | "skipped";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            day: string;
                            driver: {
                                id: number;
                                name: string;
                            };
                            driver_id: number;
                            finished_at: string | null;
                            id: number;
                            name: string;
                            next_station: number | null;
                            start_time: string;
                            started_at: string | null;
                            stations: {
                                lat: number;
                                lon: number;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                radius: number;
                            }[];
                            /** @enum {string} */
                            status: "running" | "planned" | "finished" | "late" | "skipped";
                            timeline: {
                                arrived_at: string | null;
                                delay_minutes: number | null;
                                departed_at: string | null;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                /** @enum {string} */
                                status: "pending" | "arrived" | "departed" | "skipped";
                            }[];
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTrips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    day: string;
                    driver_id: number;
                    name: string;
                    start_time: string;
                    stations: {
                        lat: number;
                        lon: number;
                        name: string;
                        /** @default false */
                        next_day?: boolean;
                        planned_time: string;
                        /** @default 150 */
                        radius?: number;
                    }[];
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            day: string;
                            driver: {
                                id: number;
                                name: string;
                            };
                            driver_id: number;
                            finished_at: string | null;
                            id: number;
                            name: string;
                            next_station: number | null;
                            start_time: string;
                            started_at: string | null;
                            stations: {
                                lat: number;
                                lon: number;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                radius: number;
                            }[];
                            /** @enum {string} */
                            status: "running" | "planned" | "finished" | "late" | "skipped";
                            timeline: {
                                arrived_at: string | null;
                                delay_minutes: number | null;
                                departed_at: string | null;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                /** @enum {string} */
                                status: "pending" | "arrived" | "departed" | "skipped";
                            }[];
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTripsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            day: string;
                            driver: {
                                id: number;
                                name: string;
                            };
                            driver_id: number;
                            finished_at: string | null;
                            id: number;
                            name: string;
                            next_station: number | null;
                            start_time: string;
                            started_at: string | null;
                            stations: {
                                lat: number;
                                lon: number;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                radius: number;
                            }[];
                            /** @enum {string} */
                            status: "running" | "planned" | "finished" | "late" | "skipped";
                            timeline: {
                                arrived_at: string | null;
                                delay_minutes: number | null;
                                departed_at: string | null;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                /** @enum {string} */
                                status: "pending" | "arrived" | "departed" | "skipped";
                            }[];
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putTripsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    day: string;
                    driver_id: number;
                    name: string;
                    start_time: string;
                    stations: {
                        lat: number;
                        lon: number;
                        name: string;
                        /** @default false */
                        next_day?: boolean;
                        planned_time: string;
                        /** @default 150 */
                        radius?: number;
                    }[];
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            created_at: string;
                            day: string;
                            driver: {
                                id: number;
                                name: string;
                            };
                            driver_id: number;
                            finished_at: string | null;
                            id: number;
                            name: string;
                            next_station: number | null;
                            start_time: string;
                            started_at: string | null;
                            stations: {
                                lat: number;
                                lon: number;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                radius: number;
                            }[];
                            /** @enum {string} */
                            status: "running" | "planned" | "finished" | "late" | "skipped";
                            timeline: {
                                arrived_at: string | null;
                                delay_minutes: number | null;
                                departed_at: string | null;
                                name: string;
                                next_day: boolean;
                                planned_time: string;
                                /** @enum {string} */
                                status: "pending" | "arrived" | "departed" | "skipped";
                            }[];
                            updated_at: string;
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTripsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTripsByIdDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: number[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTripsAvailability: {
        parameters: {
            query: {
                day: string;
                except_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            drivers: {
                                busy: {
                                    from: string;
                                    name: string;
                                    to: string;
                                    trip_id: number;
                                }[];
                                id: number;
                                name: string;
                            }[];
                            vehicles: {
                                blocked: boolean;
                                busy: {
                                    from: string;
                                    name: string;
                                    to: string;
                                    trip_id: number;
                                }[];
                                id: number;
                                name: string;
                                plate_number: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehicles: {
        parameters: {
            query?: {
                end_date?: string;
                maintenance?: "due_soon" | "overdue";
                name?: string;
                page?: number;
                per_page?: number;
                registration?: "expired" | "expiring";
                start_date?: string;
                status?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    capacity?: number | null;
                    /** @enum {string} */
                    category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                    color?: string | null;
                    device_id?: (string | "") | null;
                    device_password?: (string | "") | null;
                    form_end_date?: string | null;
                    form_number?: string | null;
                    form_start_date?: string | null;
                    /** @enum {string} */
                    fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                    /** @default [] */
                    images?: number[];
                    licence_plate_number?: string | null;
                    manufacture_year?: number | null;
                    meter_reading?: number | null;
                    model?: string | null;
                    name: string;
                    plate_number: string;
                    speed_limit?: number | null;
                    /** @default true */
                    status?: boolean;
                    tag?: string | null;
                    vin?: ("" | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putVehiclesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    capacity?: number | null;
                    /** @enum {string} */
                    category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                    color?: string | null;
                    device_id?: (string | "") | null;
                    device_password?: (string | "") | null;
                    form_end_date?: string | null;
                    form_number?: string | null;
                    form_start_date?: string | null;
                    /** @enum {string} */
                    fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                    /** @default [] */
                    images?: number[];
                    licence_plate_number?: string | null;
                    manufacture_year?: number | null;
                    meter_reading?: number | null;
                    model?: string | null;
                    name: string;
                    plate_number: string;
                    speed_limit?: number | null;
                    /** @default true */
                    status?: boolean;
                    tag?: string | null;
                    vin?: ("" | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteVehiclesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehiclesByIdActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehiclesByIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            blocked_reason: string | null;
                            blocked_reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            capacity: number | null;
                            /** @enum {string} */
                            category: "car" | "pickup" | "van" | "minibus" | "bus" | "truck" | "motorcycle" | "other";
                            color: string | null;
                            created_at: string;
                            device_id: string | null;
                            device_protocol: string | null;
                            engine_hours?: number;
                            form_end_date: string | null;
                            form_number: string | null;
                            form_start_date: string | null;
                            /** @enum {string} */
                            fuel_type: "petrol" | "diesel" | "electric" | "hybrid" | "gas";
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            last_position: {
                                course: number | null;
                                fix_time: string;
                                lat: number;
                                lon: number;
                                speed: number | null;
                            } | null;
                            last_report?: {
                                attributes: {
                                    [key: string]: string | number | boolean;
                                };
                                fix_time: string;
                                server_time: string;
                                valid: boolean;
                            } | null;
                            licence_plate_number: string | null;
                            live_status: ("moving" | "pause" | "exit" | "busy") | null;
                            /** @enum {string} */
                            maintenance_status?: "ok" | "due_soon" | "overdue";
                            manufacture_year: number | null;
                            meter_reading: number | null;
                            model: string | null;
                            name: string;
                            odometer_km?: number;
                            plate_number: string;
                            registration_status: ("valid" | "expiring" | "expired") | null;
                            speed_limit: number | null;
                            status: boolean;
                            tag: string | null;
                            updated_at: string;
                            vin: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdCommands: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: "cancel"[];
                            answered_at: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            error: string | null;
                            expires_at: string;
                            id: number;
                            reply: string | null;
                            sent_at: string | null;
                            /** @enum {string} */
                            status: "held" | "queued" | "sent" | "answered" | "expired" | "cancelled" | "failed";
                            text: string | null;
                            /** @enum {string} */
                            type: "engine_stop" | "engine_resume" | "position_request" | "reboot" | "custom";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehiclesByIdCommands: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string | null;
                    expires_in_minutes?: number | null;
                    password?: string | null;
                    text?: string | null;
                    /** @enum {string} */
                    type: "engine_stop" | "engine_resume" | "position_request" | "reboot" | "custom";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: "cancel"[];
                            answered_at: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            error: string | null;
                            expires_at: string;
                            id: number;
                            reply: string | null;
                            sent_at: string | null;
                            /** @enum {string} */
                            status: "held" | "queued" | "sent" | "answered" | "expired" | "cancelled" | "failed";
                            text: string | null;
                            /** @enum {string} */
                            type: "engine_stop" | "engine_resume" | "position_request" | "reboot" | "custom";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdDriver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            key: string | null;
                            since: string | null;
                            /** @enum {string} */
                            source: "key" | "assignment" | "none";
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdDriverHistory: {
        parameters: {
            query?: {
                end_date?: string;
                from?: string;
                start_date?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            from: string;
                            key: string;
                            to: string | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdEvents: {
        parameters: {
            query?: {
                end_date?: string;
                from?: string;
                start_date?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                [key: string]: unknown;
                            };
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            geofence: {
                                id: number;
                                name: string;
                            } | null;
                            id: number;
                            lat: number | null;
                            lon: number | null;
                            message: string;
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            time: string;
                            trip: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cost_by_month: {
                                count: number;
                                month: string;
                                total: number;
                            }[];
                            cost_total: number;
                            currency: string;
                            due: {
                                due_hours: number | null;
                                due_km: number | null;
                                due_on: string | null;
                                engine_hours: number;
                                odometer_km: number;
                                programme: {
                                    id: number;
                                    name: string;
                                };
                                progress: number;
                                since: string;
                                /** @enum {string} */
                                status: "ok" | "due_soon" | "overdue";
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                };
                                work_order_id: number | null;
                            }[];
                            meters: {
                                device_odometer: boolean;
                                engine_hours: number;
                                odometer_km: number;
                            };
                            /** @enum {string} */
                            status: "ok" | "due_soon" | "overdue";
                            work_orders: {
                                actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                                completed_at: string | null;
                                completed_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                currency: string;
                                examination_part_ids: number[];
                                fix_notes: string | null;
                                fixed_by: string | null;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                lines: {
                                    description: string;
                                    /** @enum {string} */
                                    kind: "part" | "labour" | "other";
                                    quantity: number;
                                    total: number;
                                    unit_cost: number;
                                }[];
                                notes: string | null;
                                odometer_km: number | null;
                                parts: {
                                    examination_id: number;
                                    fix_status: string;
                                    id: number;
                                    label: string;
                                    part: string;
                                    severity: string | null;
                                }[];
                                programme: {
                                    id: number;
                                    name: string;
                                } | null;
                                programme_id: number | null;
                                started_at: string | null;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "completed" | "cancelled";
                                title: string;
                                total_cost: number;
                                updated_at: string;
                                vehicle: {
                                    id: number;
                                    name: string;
                                    plate_number: string;
                                };
                                vehicle_id: number;
                                vendor: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdMaintenanceExport: {
        parameters: {
            query?: {
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putVehiclesByIdMeters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    engine_hours?: number;
                    odometer_km?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            device_odometer: boolean;
                            engine_hours: number;
                            odometer_km: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdPositions: {
        parameters: {
            query?: {
                end_date?: string;
                from?: string;
                start_date?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            altitude: number | null;
                            attributes: {
                                [key: string]: string | number | boolean;
                            };
                            course: number | null;
                            fix_time: string;
                            ignition: boolean | null;
                            lat: number;
                            lon: number;
                            satellites: number | null;
                            sensors: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                type: "fuel_level" | "fuel_used" | "temperature";
                                unit: string;
                                value: number | null;
                            }[];
                            server_time: string;
                            speed: number | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdSensors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            attribute: string;
                            calibration: [
                                number,
                                number
                            ][];
                            capacity: number | null;
                            created_at: string;
                            drain_min_litres: number;
                            id: number;
                            max: number | null;
                            min: number | null;
                            multiplier: number;
                            name: string;
                            refuel_min_litres: number;
                            /** @enum {string} */
                            type: "fuel_level" | "fuel_used" | "temperature";
                            unit: string;
                            updated_at: string;
                            vehicle_id: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehiclesByIdSensors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attribute: string;
                    calibration?: [
                        number,
                        number
                    ][] | null;
                    capacity?: number | null;
                    drain_min_litres?: number | null;
                    max?: number | null;
                    min?: number | null;
                    multiplier?: number | null;
                    name: string;
                    refuel_min_litres?: number | null;
                    /** @enum {string} */
                    type: "fuel_level" | "fuel_used" | "temperature";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            attribute: string;
                            calibration: [
                                number,
                                number
                            ][];
                            capacity: number | null;
                            created_at: string;
                            drain_min_litres: number;
                            id: number;
                            max: number | null;
                            min: number | null;
                            multiplier: number;
                            name: string;
                            refuel_min_litres: number;
                            /** @enum {string} */
                            type: "fuel_level" | "fuel_used" | "temperature";
                            unit: string;
                            updated_at: string;
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdSensorsBySensorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sensor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            attribute: string;
                            calibration: [
                                number,
                                number
                            ][];
                            capacity: number | null;
                            created_at: string;
                            drain_min_litres: number;
                            id: number;
                            max: number | null;
                            min: number | null;
                            multiplier: number;
                            name: string;
                            refuel_min_litres: number;
                            /** @enum {string} */
                            type: "fuel_level" | "fuel_used" | "temperature";
                            unit: string;
                            updated_at: string;
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    putVehiclesByIdSensorsBySensorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sensor_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attribute: string;
                    calibration?: [
                        number,
                        number
                    ][] | null;
                    capacity?: number | null;
                    drain_min_litres?: number | null;
                    max?: number | null;
                    min?: number | null;
                    multiplier?: number | null;
                    name: string;
                    refuel_min_litres?: number | null;
                    /** @enum {string} */
                    type: "fuel_level" | "fuel_used" | "temperature";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("edit" | "delete")[];
                            attribute: string;
                            calibration: [
                                number,
                                number
                            ][];
                            capacity: number | null;
                            created_at: string;
                            drain_min_litres: number;
                            id: number;
                            max: number | null;
                            min: number | null;
                            multiplier: number;
                            name: string;
                            refuel_min_litres: number;
                            /** @enum {string} */
                            type: "fuel_level" | "fuel_used" | "temperature";
                            unit: string;
                            updated_at: string;
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteVehiclesByIdSensorsBySensorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sensor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdSensorsBySensorIdReadings: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number;
                sensor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            raw: number;
                            time: string;
                            value: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesByIdStatusHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            employee: {
                                id: number;
                                name: string;
                            } | null;
                            examination_id: number | null;
                            id: number;
                            reason: string | null;
                            reason_code: {
                                examination_id: number | null;
                                /** @enum {string} */
                                key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                parts: string[];
                            } | null;
                            /** @enum {string} */
                            source: "manual" | "examination";
                            status: boolean;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesExport: {
        parameters: {
            query?: {
                end_date?: string;
                format?: "xlsx" | "csv";
                maintenance?: "due_soon" | "overdue";
                name?: string;
                page?: number;
                per_page?: number;
                registration?: "expired" | "expiring";
                start_date?: string;
                status?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVehiclesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            failed: {
                                errors: {
                                    [key: string]: string[];
                                };
                                row: number;
                            }[];
                            /** @enum {string} */
                            mode: "preview" | "all" | "valid_only";
                            preview: {
                                row: number;
                                values: {
                                    [key: string]: unknown;
                                };
                            }[];
                            total: number;
                            updated: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            failed: {
                                errors: {
                                    [key: string]: string[];
                                };
                                row: number;
                            }[];
                            /** @enum {string} */
                            mode: "preview" | "all" | "valid_only";
                            preview: {
                                row: number;
                                values: {
                                    [key: string]: unknown;
                                };
                            }[];
                            total: number;
                            updated: number;
                        };
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    } | {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesImportTemplate: {
        parameters: {
            query?: {
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVehiclesOptions: {
        parameters: {
            query?: {
                name?: string;
                selected?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            image?: string;
                            label: string;
                            value: string | number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDriverAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default +966
                     * @enum {string}
                     */
                    country_code?: "+966" | "+971" | "+965" | "+974" | "+973" | "+968" | "+20" | "+962" | "+967" | "+964" | "+963" | "+961" | "+249" | "+212" | "+216" | "+213" | "+92" | "+91" | "+880" | "+63" | "+62" | "+977" | "+94" | "+251" | "+254" | "+90" | "+44" | "+1";
                    password: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postDriverAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriverExaminations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                            total_capped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDriverExaminations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    /** Format: uuid */
                    client_id?: string;
                    /** @default [] */
                    images?: number[];
                    lat?: number | null;
                    lon?: number | null;
                    notes?: string | null;
                    parts: {
                        /** @enum {string} */
                        check_status: "checked" | "not_checked";
                        condition?: ("ok" | "damage") | null;
                        /** @default [] */
                        images?: number[];
                        notes?: string | null;
                        /** @enum {string} */
                        part: "body_panels" | "windscreen" | "windows" | "mirrors" | "wipers" | "doors_locks" | "bumpers" | "number_plates" | "tyre_front_left" | "tyre_front_right" | "tyre_rear_left" | "tyre_rear_right" | "spare_tyre" | "wheel_nuts" | "service_brake" | "parking_brake" | "brake_warning" | "headlights" | "tail_lights" | "brake_lights" | "indicators" | "hazard_lights" | "reverse_lights" | "engine_oil" | "coolant" | "brake_fluid" | "power_steering_fluid" | "washer_fluid" | "leaks" | "seat_belts" | "seats" | "steering" | "horn" | "dashboard_gauges" | "air_conditioning" | "cleanliness" | "fire_extinguisher" | "first_aid_kit" | "warning_triangle" | "reflective_vest" | "jack_tools" | "registration" | "insurance" | "periodic_inspection" | "operating_card" | "driver_licence";
                        severity?: ("minor" | "major" | "critical") | null;
                    }[];
                    signature: number;
                    signature_statement: string;
                    /** Format: date-time */
                    started_at: string;
                    /** Format: date-time */
                    submitted_at?: string;
                    /** @enum {string} */
                    type: "daily" | "pre_trip" | "post_trip" | "periodic";
                    vehicle_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDriverExaminationsByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                    /** @default [] */
                    part_ids?: number[];
                    /** @default [] */
                    reopen_part_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actions: ("view" | "edit" | "delete" | "block" | "activate")[];
                            address: string | null;
                            created_at: string;
                            damaged_count: number;
                            driver: {
                                id: number;
                                name: string;
                            } | null;
                            driver_id: number | null;
                            duration_seconds: number;
                            fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                            flagged: boolean;
                            id: number;
                            images: {
                                id: number;
                                mime_type: string;
                                url: string;
                            }[];
                            lat: number | null;
                            lon: number | null;
                            max_severity: ("minor" | "major" | "critical") | null;
                            notes: string | null;
                            open_count: number;
                            parts: {
                                acknowledged_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                /** @enum {string} */
                                check_status: "checked" | "not_checked";
                                condition: ("ok" | "damage") | null;
                                confirmed_at: string | null;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fix_status: ("untreated" | "not_fixed" | "fixed") | null;
                                fixed_at: string | null;
                                fixed_by: string | null;
                                flagged: boolean;
                                id: number;
                                images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                label: string;
                                notes: string | null;
                                part: string;
                                reopen_notes: string | null;
                                reopened_at: string | null;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            /** @enum {string} */
                            result: "faulty" | "faultless";
                            signature: {
                                id: number;
                                mime_type: string;
                                url: string;
                            };
                            signature_statement: string;
                            started_at: string;
                            submitted_at: string;
                            /** @enum {string} */
                            type: "daily" | "pre_trip" | "post_trip" | "periodic";
                            vehicle: {
                                id: number;
                                name: string;
                                plate_number: string;
                            };
                            vehicle_id: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriverInspectionItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                            items: {
                                key: string;
                                label: string;
                            }[];
                            label: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDriverMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            mime_type: string;
                            url: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDriverProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country_code: string;
                            fixes_to_confirm: {
                                /** @enum {string} */
                                area: "exterior" | "tyres" | "brakes" | "lights" | "fluids" | "cabin" | "safety_equipment" | "documents";
                                examination_id: number;
                                fix_images: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                }[];
                                fix_notes: string | null;
                                fixed_at: string;
                                fixed_by: string | null;
                                label: string;
                                notes: string | null;
                                part: string;
                                part_id: number;
                                severity: ("minor" | "major" | "critical") | null;
                            }[];
                            id: number;
                            image: {
                                id: number;
                                mime_type: string;
                                url: string;
                            } | null;
                            last_examination_at: string | null;
                            name: string;
                            phone: string;
                            vehicle: {
                                blocked_reason: string | null;
                                blocked_reason_code: {
                                    examination_id: number | null;
                                    /** @enum {string} */
                                    key: "critical_fault" | "fault_reopened" | "faults_fixed";
                                    parts: string[];
                                } | null;
                                id: number;
                                image: {
                                    id: number;
                                    mime_type: string;
                                    url: string;
                                } | null;
                                model: string | null;
                                name: string;
                                plate_number: string;
                                status: boolean;
                            } | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db: "ok" | "error";
                        forwarding?: {
                            dropped: number;
                            queued: number;
                        };
                        /** @enum {string} */
                        status: "ok" | "error";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db: "ok" | "error";
                        forwarding?: {
                            dropped: number;
                            queued: number;
                        };
                        /** @enum {string} */
                        status: "ok" | "error";
                    };
                };
            };
        };
    };
    getMediaById: {
        parameters: {
            query?: {
                expires?: string;
                sig?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db?: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                        /** @enum {string} */
                        status: "ready" | "starting" | "draining";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db?: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                        /** @enum {string} */
                        status: "ready" | "starting" | "draining";
                    };
                };
            };
        };
    };
    getShareByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expires_at: string;
                            trip: {
                                id: number;
                                name: string;
                                next_station: number | null;
                                stations: {
                                    lat: number;
                                    lon: number;
                                    name: string;
                                    planned_time: string | null;
                                }[];
                                /** @enum {string} */
                                status: "running" | "planned" | "finished" | "late" | "skipped";
                                time_zone: string;
                                timeline: {
                                    arrived_at: string | null;
                                    delay_minutes: number | null;
                                    departed_at: string | null;
                                    name: string;
                                    next_day: boolean;
                                    planned_time: string;
                                    /** @enum {string} */
                                    status: "pending" | "arrived" | "departed" | "skipped";
                                }[];
                            } | null;
                            vehicles: {
                                id: number;
                                live_status: string | null;
                                name: string;
                                plate_number: string;
                                position: {
                                    course: number | null;
                                    fix_time: string;
                                    lat: number;
                                    lon: number;
                                    speed: number | null;
                                } | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors?: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    fleetEventWebhook: {
        parameters: {
            query?: never;
            header: {
                "X-Fleet-Delivery": string;
                "X-Fleet-Event": string;
                /** @description Present when the rule has a secret */
                "X-Fleet-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "42",
                 *       "event": {
                 *         "id": 9001,
                 *         "type": "geofence_enter",
                 *         "time": "2026-11-25T08:15:00.000Z",
                 *         "vehicle": {
                 *           "id": 7,
                 *           "name": "Bus 7",
                 *           "plate_number": "ABC 1234"
                 *         },
                 *         "driver": null,
                 *         "lat": 24.7136,
                 *         "lon": 46.6753,
                 *         "geofence": {
                 *           "id": 3,
                 *           "name": "Depot"
                 *         },
                 *         "trip": null,
                 *         "severity": "info",
                 *         "attributes": {},
                 *         "message": "Bus 7 entered Depot"
                 *       }
                 *     }
                 */
                "application/json": {
                    event: {
                        attributes: {
                            [key: string]: unknown;
                        };
                        driver: {
                            id: number;
                            name: string;
                        } | null;
                        geofence: {
                            id: number;
                            name: string;
                        } | null;
                        id: number;
                        lat: number | null;
                        lon: number | null;
                        message: string;
                        /** @enum {string} */
                        severity: "info" | "warning" | "critical";
                        time: string;
                        trip: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        type: "geofence_enter" | "geofence_exit" | "overspeed" | "ignition_on" | "ignition_off" | "idle" | "device_offline" | "device_online" | "alarm" | "trip_started" | "trip_finished" | "station_late" | "station_skipped" | "critical_fault" | "document_expiring" | "document_expired" | "maintenance_due" | "maintenance_overdue" | "driver_changed" | "unknown_driver" | "command_answered" | "command_failed" | "harsh_acceleration" | "harsh_braking" | "harsh_cornering" | "fuel_refuel" | "fuel_drain" | "temperature_out_of_range";
                        vehicle: {
                            id: number;
                            name: string;
                            plate_number: string;
                        };
                    };
                    /** @description The delivery id */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Refused: the delivery is retried */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
