import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationRuleValues } from '@fleet/shared/schemas/notifications';
import { type Database, isStorableId, rowsOf } from '../../db/client';
import {
  employees,
  geofences,
  notificationRules,
  roles,
  vehicles,
  type NotificationRuleRow,
} from '../../db/schema';
import { readPage } from '../../db/paged-list';
import { escapeLike, onOrAfterDay, onOrBeforeDay, optionsWithSelected } from '../../db/sql';

/** The tables a rule's form picks from, and how each option reads. */
const OPTION_TABLES = {
  vehicles: { table: 'vehicles', label: "name || ' — ' || plate_number" },
  geofences: { table: 'geofences', label: 'name' },
  employees: { table: 'employees', label: 'name' },
  roles: { table: 'roles', label: 'name' },
} as const;

export interface RuleFilters {
  name?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: boolean | undefined;
  page: number;
  per_page: number;
}

export interface RuleNames {
  vehicles: Map<number, { id: number; name: string; plate_number: string }>;
  geofences: Map<number, { id: number; name: string }>;
  employees: Map<number, { id: number; name: string }>;
  roles: Map<number, { id: number; name: string }>;
}

const unique = (ids: readonly number[]) => [...new Set(ids)].filter(isStorableId);

function columnsOf(values: NotificationRuleValues) {
  const webhook = values.channels.includes('webhook');
  return {
    name: values.name,
    eventTypes: [...new Set(values.event_types)],
    vehicleIds: unique(values.vehicle_ids),
    geofenceIds: unique(values.geofence_ids),
    employeeIds: unique(values.recipients.employee_ids),
    roleIds: unique(values.recipients.role_ids),
    channels: [...new Set(values.channels)],
    webhookUrl: webhook ? values.webhook_url : null,
    status: values.status,
  };
}

export class RulesRepo {
  constructor(private readonly db: Database) {}

  private where(filters: RuleFilters, timeZone: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.name)
      conditions.push(sql`${notificationRules.name} ilike ${`%${escapeLike(filters.name)}%`}`);
    if (filters.status !== undefined) conditions.push(eq(notificationRules.status, filters.status));
    if (filters.start_date) {
      conditions.push(onOrAfterDay(notificationRules.createdAt, filters.start_date, timeZone));
    }
    if (filters.end_date)
      conditions.push(onOrBeforeDay(notificationRules.createdAt, filters.end_date, timeZone));
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(filters: RuleFilters, timeZone: string) {
    const where = this.where(filters, timeZone);
    return readPage(
      filters,
      (limit, offset) =>
        this.db
          .select()
          .from(notificationRules)
          .where(where)
          .orderBy(desc(notificationRules.createdAt), desc(notificationRules.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ total: count() }).from(notificationRules).where(where),
    );
  }

  /** The rules that are on, oldest first (what the rule cache holds). */
  async enabled(): Promise<NotificationRuleRow[]> {
    return this.db
      .select()
      .from(notificationRules)
      .where(eq(notificationRules.status, true))
      .orderBy(asc(notificationRules.id));
  }

  async findById(id: number): Promise<NotificationRuleRow | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db.select().from(notificationRules).where(eq(notificationRules.id, id)).limit(1);
    return row ?? null;
  }

  /** The names of everything the rules refer to that still exists. */
  async names(rows: readonly NotificationRuleRow[]): Promise<RuleNames> {
    const vehicleIds = unique(rows.flatMap((r) => r.vehicleIds));
    const geofenceIds = unique(rows.flatMap((r) => r.geofenceIds));
    const employeeIds = unique(rows.flatMap((r) => r.employeeIds));
    const roleIds = unique(rows.flatMap((r) => r.roleIds));
    const [v, g, e, r] = await Promise.all([
      vehicleIds.length
        ? this.db
            .select({ id: vehicles.id, name: vehicles.name, plate_number: vehicles.plateNumber })
            .from(vehicles)
            .where(inArray(vehicles.id, vehicleIds))
        : [],
      geofenceIds.length
        ? this.db
            .select({ id: geofences.id, name: geofences.name })
            .from(geofences)
            .where(inArray(geofences.id, geofenceIds))
        : [],
      employeeIds.length
        ? this.db
            .select({ id: employees.id, name: employees.name })
            .from(employees)
            .where(inArray(employees.id, employeeIds))
        : [],
      roleIds.length
        ? this.db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
        : [],
    ]);
    return {
      vehicles: new Map(v.map((x) => [x.id, x])),
      geofences: new Map(g.map((x) => [x.id, x])),
      employees: new Map(e.map((x) => [x.id, x])),
      roles: new Map(r.map((x) => [x.id, x])),
    };
  }

  async create(values: NotificationRuleValues): Promise<number> {
    const [row] = await this.db
      .insert(notificationRules)
      .values({ ...columnsOf(values), webhookSecret: values.webhook_secret })
      .returning({ id: notificationRules.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** A `webhook_secret` left out keeps the stored one. */
  async update(id: number, values: NotificationRuleValues): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .update(notificationRules)
      .set({
        ...columnsOf(values),
        ...(values.webhook_secret !== null ? { webhookSecret: values.webhook_secret } : {}),
        updatedAt: new Date(),
      })
      .where(eq(notificationRules.id, id))
      .returning({ id: notificationRules.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .delete(notificationRules)
      .where(eq(notificationRules.id, id))
      .returning({ id: notificationRules.id });
    return rows.length > 0;
  }

  /** A rule's email and webhook deliveries, newest first. */
  async deliveries(ruleId: number, page: number, perPage: number) {
    const [rows, totals] = await Promise.all([
      this.db.execute(sql`
        SELECT d.id::text AS id, d.event_id::float8 AS event_id, d.event->>'type' AS event_type,
          coalesce(d.event->>'vehicleName', '') AS vehicle_name, d.channel,
          coalesce(e.email, d.recipient) AS recipient, d.status, d.attempts, d.last_error,
          CASE WHEN d.status = 'pending'
            THEN to_char(d.next_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS next_attempt_at,
          to_char(d.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sent_at,
          to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM notification_deliveries d LEFT JOIN employees e ON e.id = d.employee_id
        WHERE d.rule_id = ${ruleId}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
      this.db.execute(
        sql`SELECT count(*)::int AS total FROM notification_deliveries WHERE rule_id = ${ruleId}`,
      ),
    ]);
    return {
      rows: rowsOf<Record<string, unknown>>(rows),
      total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0,
    };
  }

  /** Vehicles, geofences, employees or roles as options, searched by name, the `selected` one first. */
  async options(
    kind: keyof typeof OPTION_TABLES,
    name: string | undefined,
    selected: number | undefined,
  ): Promise<{ id: number; label: string }[]> {
    const { table, label } = OPTION_TABLES[kind];
    const read = async (where: SQL | undefined, limit: number) =>
      (
        (await this.db.execute(sql`
            SELECT id, ${sql.raw(label)} AS label FROM ${sql.raw(table)}
            WHERE ${where ?? sql`true`} ORDER BY name, id LIMIT ${limit}`)) as unknown as {
          rows: { id: number; label: string }[];
        }
      ).rows;
    const matches = name ? sql`${sql.raw(label)} ilike ${`%${escapeLike(name)}%`}` : undefined;
    return optionsWithSelected(read, sql.raw('id') as never, matches, selected);
  }
}
