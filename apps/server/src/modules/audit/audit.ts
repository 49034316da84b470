import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditActorType, AuditChanges } from '../../db/schema/audit-log';
import { AuditRepo } from './audit.repo';

/**
 * The audit API every module calls, in the transaction of its change (docs/api.md#accounts-and-audit):
 *
 *   await audit(tx.database, { action: 'update', model: 'vehicles', recordId: id, before, after });
 *
 * Who, from which address and browser come from the request being served (see `auditContext`); outside a
 * request (the engine, the simulator) the actor is the system unless `actor` says otherwise (a device).
 */
export interface AuditActor {
  type: AuditActorType;
  id: number | null;
  name: string | null;
}

export interface AuditEntry {
  /** `create`, `update`, `delete`, `block`, `activate`, `fix`, `confirm`, `import`, `export`, `login`… */
  action: string;
  /** The permission model (`vehicles`, `employees`, `roles`…) or `auth` for sign-in and sign-out. */
  model: string;
  recordId?: number | string | null;
  /** The record before and after the change (rows or API objects); `changes` is worked out from them. */
  before?: object | null;
  after?: object | null;
  /** Given instead of (or on top of) `before`/`after`. Secret fields are redacted either way. */
  changes?: AuditChanges | null;
  /** Who, when not the signed-in user of the request (a device, a failed sign-in's email). */
  actor?: AuditActor;
}

export const REDACTED = '[redacted]';
/** Passwords, secrets, tokens, recovery codes and identity-document files never reach the log. */
const SECRET_FIELD = /password|secret|token|recovery|national_id_image|licence_image|signature/i;
/** Bookkeeping columns that say nothing about the change. */
const IGNORED_FIELD = /^(id|created_at|updated_at|search_text|search_vector|revision|last_used_at)$/;
const MAX_TEXT = 2000;

const requestContext = new AsyncLocalStorage<FastifyRequest>();

/** For an `onRequest` hook: the rest of the request (hooks, handler) runs with `request` as the context. */
export function auditContext(request: FastifyRequest, done: () => void): void {
  requestContext.run(request, done);
}

/** The current request, if any (for modules that need who is acting without passing the request down). */
export function currentRequest(): FastifyRequest | undefined {
  return requestContext.getStore();
}

const SYSTEM: AuditActor = { type: 'system', id: null, name: null };

function actorOf(request: FastifyRequest | undefined): AuditActor {
  if (request?.session?.apiKey) {
    // An integration acting with a key is its own kind of actor (its creator is on the key).
    const { apiKey } = request.session;
    return { type: 'api_key', id: apiKey.id, name: apiKey.name };
  }
  if (request?.session) {
    const { employee } = request.session;
    return { type: 'employee', id: employee.id, name: employee.name };
  }
  if (request?.driverSession) {
    const { driver } = request.driverSession;
    return { type: 'driver', id: driver.id, name: driver.name };
  }
  return SYSTEM;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return REDACTED;
  return value;
}

function fieldsOf(record: object | null | undefined): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!record) return fields;
  for (const [key, value] of Object.entries(record)) {
    const field = snakeCase(key);
    if (IGNORED_FIELD.test(field) || typeof value === 'function') continue;
    fields.set(field, plain(value));
  }
  return fields;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** `{field: [old, new]}` of the fields that differ (snake_case), secrets redacted. */
export function auditChanges(
  before: object | null | undefined,
  after: object | null | undefined,
): AuditChanges {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const changes: AuditChanges = {};
  for (const field of new Set([...old.keys(), ...next.keys()])) {
    const a = old.get(field) ?? null;
    const b = next.get(field) ?? null;
    if (same(a, b)) continue;
    changes[field] = SECRET_FIELD.test(field)
      ? [a === null ? null : REDACTED, b === null ? null : REDACTED]
      : [a, b];
  }
  return changes;
}

function redact(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, [a, b]]) =>
      SECRET_FIELD.test(field)
        ? [field, [a === null ? null : REDACTED, b === null ? null : REDACTED]]
        : [field, [plain(a), plain(b)]],
    ),
  );
}

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * Records one audited action. Call it with the transaction (or database) of the change itself, so the
 * trace commits and rolls back with it.
 */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  const request = currentRequest();
  const computed =
    entry.before !== undefined || entry.after !== undefined ? auditChanges(entry.before, entry.after) : {};
  const changes = { ...computed, ...(entry.changes ? redact(entry.changes) : {}) };
  const actor = entry.actor ?? actorOf(request);
  await new AuditRepo(db).insert({
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    model: entry.model,
    recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    changes: Object.keys(changes).length > 0 ? changes : null,
    ip: request?.ip ?? null,
    userAgent: clip(request?.headers['user-agent'], 500),
  });
}
