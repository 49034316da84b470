import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RowAction } from '@fleet/shared/common';
import {
  envelope,
  errorSchema,
  idParamsSchema,
  messageSchema,
  OPTIONS_LIMIT,
  optionsQuerySchema,
  optionsResponseSchema,
} from '@fleet/shared/common';
import { z } from '@fleet/shared/validation';
import type { EventType } from '@fleet/shared/schemas/events';
import {
  deliveryListQuerySchema,
  deliveryListResponseSchema,
  type Delivery,
  type NotificationChannel,
  type NotificationRule,
  notificationRuleInputSchema,
  notificationRuleListQuerySchema,
  notificationRuleListResponseSchema,
  notificationRuleResponseSchema,
  type NotificationRuleValues,
  notificationSettingsSchema,
} from '@fleet/shared/schemas/notifications';
import type { NotificationRuleRow } from '../../db/schema';
import { type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import { pagedAnswer } from '../../db/paged-list';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { audit } from '../audit';
import { RulesRepo, type RuleNames } from './rules.repo';
import { checkedAddress, WebhookAddressError } from './webhook';

const tags = ['notifications'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

function ruleActions(held: ReadonlySet<string>): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_notifications')) actions.push('view');
  if (held.has('update_notifications')) actions.push('edit');
  if (held.has('delete_notifications')) actions.push('delete');
  return actions;
}

/** Ids of what was deleted since are left out (arrays have no foreign keys). */
function toRule(row: NotificationRuleRow, names: RuleNames, held: ReadonlySet<string>): NotificationRule {
  const pick = <T>(ids: number[], map: Map<number, T>) =>
    ids.flatMap((id) => (map.has(id) ? [map.get(id)!] : []));
  const vehicles = pick(row.vehicleIds, names.vehicles);
  const geofences = pick(row.geofenceIds, names.geofences);
  const employees = pick(row.employeeIds, names.employees);
  const roles = pick(row.roleIds, names.roles);
  return {
    id: row.id,
    name: row.name,
    event_types: row.eventTypes as EventType[],
    vehicle_ids: vehicles.map((v) => v.id),
    geofence_ids: geofences.map((g) => g.id),
    recipients: { employee_ids: employees.map((e) => e.id), role_ids: roles.map((r) => r.id) },
    channels: row.channels as NotificationChannel[],
    webhook_url: row.webhookUrl,
    has_webhook_secret: Boolean(row.webhookSecret),
    status: row.status,
    vehicles,
    geofences,
    employees,
    roles,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    actions: ruleActions(held),
  };
}

const notificationRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new RulesRepo(app.db);
  const changed = () => app.hub.publish({ type: 'notification-rules.changed' });

  /** Every referenced record must exist, and a webhook must not point inside the network (SSRF). */
  const check = async (values: NotificationRuleValues): Promise<void> => {
    const synthetic = {
      vehicleIds: values.vehicle_ids,
      geofenceIds: values.geofence_ids,
      employeeIds: values.recipients.employee_ids,
      roleIds: values.recipients.role_ids,
    } as NotificationRuleRow;
    const names = await repo.names([synthetic]);
    const fields: FieldErrorKeys = {};
    const missing = (ids: number[], map: Map<number, unknown>) => ids.some((id) => !map.has(id));
    if (missing(values.vehicle_ids, names.vehicles)) fields.vehicle_ids = ['notifications.missing_refs'];
    if (missing(values.geofence_ids, names.geofences)) fields.geofence_ids = ['notifications.missing_refs'];
    if (missing(values.recipients.employee_ids, names.employees)) {
      fields['recipients.employee_ids'] = ['notifications.missing_refs'];
    }
    if (missing(values.recipients.role_ids, names.roles)) {
      fields['recipients.role_ids'] = ['notifications.missing_refs'];
    }
    if (values.channels.includes('webhook') && values.webhook_url) {
      try {
        await checkedAddress(new URL(values.webhook_url), app.config.webhookAllowPrivate);
      } catch (error) {
        if (!(error instanceof WebhookAddressError)) throw error;
        fields.webhook_url = [
          error.message.includes('non-public') ? 'validation.private_url' : 'validation.url',
        ];
      }
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  };

  const load = async (id: number, held: ReadonlySet<string>) => {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    return toRule(row, await repo.names([row]), held);
  };

  app.get(
    '/dashboard/notification-rules',
    {
      config: { permission: 'show_notifications' },
      schema: {
        tags,
        summary: 'Notification rules, newest first; `name` searches, `status` filters',
        querystring: notificationRuleListQuerySchema,
        response: {
          200: notificationRuleListResponseSchema,
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { rows, total } = await repo.list(request.query, app.config.timezone);
      const names = await repo.names(rows);
      return pagedAnswer(
        rows.map((row) => toRule(row, names, held)),
        total,
        request.query,
      );
    },
  );

  app.post(
    '/dashboard/notification-rules',
    {
      config: { permission: 'create_notifications' },
      schema: {
        tags,
        summary: 'Create a rule; a webhook URL resolving to a loopback or private address is a 422',
        body: notificationRuleInputSchema,
        response: { 201: notificationRuleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await check(request.body);
      const id = await app.db.transaction(async (tx) => {
        const created = await new RulesRepo(tx).create(request.body);
        const after = await new RulesRepo(tx).findById(created);
        await audit(tx, { action: 'create', model: 'notifications', recordId: created, after });
        return created;
      });
      changed();
      const data = await load(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('notifications.rule_created') });
    },
  );

  app.get(
    '/dashboard/notification-rules/:id',
    {
      config: { permission: 'show_notifications' },
      schema: {
        tags,
        summary: 'One rule',
        params: idParamsSchema,
        response: { 200: notificationRuleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await load(request.params.id, permissionsOf(requireSession(request))) }),
  );

  app.put(
    '/dashboard/notification-rules/:id',
    {
      config: { permission: 'update_notifications' },
      schema: {
        tags,
        summary: 'Replace a rule (a `webhook_secret` left out keeps the stored one)',
        params: idParamsSchema,
        body: notificationRuleInputSchema,
        response: { 200: notificationRuleResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw new NotFoundError();
      await check(request.body);
      await app.db.transaction(async (tx) => {
        const rules = new RulesRepo(tx);
        const before = await rules.findById(request.params.id);
        if (!before || !(await rules.update(request.params.id, request.body))) throw new NotFoundError();
        const after = await rules.findById(request.params.id);
        await audit(tx, {
          action: 'update',
          model: 'notifications',
          recordId: request.params.id,
          before,
          after,
        });
      });
      changed();
      const data = await load(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('notifications.rule_updated') };
    },
  );

  app.delete(
    '/dashboard/notification-rules/:id',
    {
      config: { permission: 'delete_notifications' },
      schema: {
        tags,
        summary: 'Delete a rule (with its pending deliveries; sent notifications stay in the inboxes)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const rules = new RulesRepo(tx);
        const before = await rules.findById(request.params.id);
        if (!before || !(await rules.delete(request.params.id))) throw new NotFoundError();
        await audit(tx, { action: 'delete', model: 'notifications', recordId: request.params.id, before });
      });
      changed();
      return { message: request.t('notifications.rule_deleted') };
    },
  );

  app.get(
    '/dashboard/notification-rules/:id/deliveries',
    {
      config: { permission: 'show_notifications' },
      schema: {
        tags,
        summary:
          "A rule's email and webhook deliveries, newest first: status, attempts, last error, next attempt",
        params: idParamsSchema,
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw new NotFoundError();
      const { page, per_page } = request.query;
      const { rows, total } = await repo.deliveries(request.params.id, page, per_page);
      return { data: rows as unknown as Delivery[], meta: pageMeta(total, page, per_page) };
    },
  );

  app.get(
    '/dashboard/notification-rules/options/:kind',
    {
      config: { permission: ['create_notifications', 'update_notifications'] },
      schema: {
        tags,
        summary: `Vehicles, geofences, employees or roles as select options for the rule form, searched by \`name\`, at most ${OPTIONS_LIMIT}, the \`selected\` one first`,
        params: z.object({ kind: z.enum(['vehicles', 'geofences', 'employees', 'roles']) }),
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const rows = await repo.options(request.params.kind, request.query.name, request.query.selected);
      return { data: rows.map((row) => ({ label: row.label, value: row.id })) };
    },
  );

  const settingsResponse = envelope(notificationSettingsSchema);
  app.get(
    '/dashboard/settings/notifications',
    {
      config: { permission: ['show_settings', 'update_settings'] },
      schema: {
        tags,
        summary: 'Notification settings: `email_per_minute` (per recipient; the rest go out as one digest)',
        response: { 200: settingsResponse, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ data: app.notifications.settings.get() }),
  );

  app.put(
    '/dashboard/settings/notifications',
    {
      config: { permission: 'update_settings' },
      schema: {
        tags,
        summary: 'Save the notification settings',
        body: notificationSettingsSchema.partial(),
        response: { 200: settingsResponse, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: await app.notifications.settings.save(request.body),
      message: request.t('notifications.settings_saved'),
    }),
  );
};

export default notificationRulesRoutes;
