import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import {
  COMMANDS_NEEDING_PASSWORD,
  commandListQuerySchema,
  commandListResponseSchema,
  commandResponseSchema,
  createCommandSchema,
  defaultExpiryMinutes,
  type Command,
} from '@fleet/shared/schemas/commands';
import { isStorableId, rowsOf } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { audit } from '../audit';
import { verifyTotp } from '../auth';
import { type CommandRow, selectCommands, toCommand } from './command-center';

const tags = ['commands'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

function withActions(row: CommandRow, held: ReadonlySet<string>): Command {
  const cancellable = (row.status === 'held' || row.status === 'queued') && held.has('send_commands');
  return { ...toCommand(row), actions: cancellable ? ['cancel'] : [] };
}

/** API.md "Commands to trackers": send, list, cancel. Sending itself is the command center's (app.commands). */
const commandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const center = app.commands;

  const readCommand = async (id: number): Promise<CommandRow | undefined> =>
    isStorableId(id)
      ? rowsOf<CommandRow>(await app.db.execute(selectCommands(null, sql`c.id = ${id}`)))[0]
      : undefined;
  /** Ids beyond the column's range name no row (and must not reach the database as an error). */
  const storable = (id: number): number => {
    if (!isStorableId(id)) throw new NotFoundError();
    return id;
  };

  app.post(
    '/dashboard/vehicles/:id/commands',
    {
      config: { permission: 'send_commands' },
      schema: {
        tags,
        summary:
          'Send a command to the vehicle’s tracker: `sent` when connected, else `queued` (`held` while too fast)',
        params: idParamsSchema,
        body: createCommandSchema,
        response: { 201: commandResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const body = request.body;
      const vehicleId = storable(request.params.id);
      const [vehicle] = rowsOf<{
        id: number;
        device_id: string | null;
        device_protocol: string | null;
        speed: number | null;
      }>(
        await app.db.execute(sql`SELECT v.id, v.device_id, v.device_protocol, p.speed
          FROM vehicles v LEFT JOIN latest_positions p ON p.vehicle_id = v.id WHERE v.id = ${vehicleId}`),
      );
      if (!vehicle) throw new NotFoundError();
      if (!vehicle.device_id)
        throw new ValidationError({ type: ['commands.no_device'] }, 'commands.no_device');
      if (vehicle.device_protocol === 'osmand')
        throw new ValidationError({ type: ['commands.not_supported'] }, 'commands.not_supported');

      if (COMMANDS_NEEDING_PASSWORD.includes(body.type)) {
        const [account] = rowsOf<{
          password_hash: string;
          email: string;
          two_factor_secret: string | null;
          two_factor_enabled_at: Date | null;
        }>(
          await app.db.execute(sql`SELECT password_hash, email, two_factor_secret, two_factor_enabled_at
            FROM employees WHERE id = ${session.employee.id}`),
        );
        if (body.code && account?.two_factor_enabled_at && account.two_factor_secret) {
          if (!verifyTotp(account.two_factor_secret, account.email, body.code))
            throw new ValidationError({ code: ['commands.code_wrong'] }, 'commands.code_wrong');
        } else if (!body.password) {
          throw new ValidationError({ password: ['validation.required'] });
        } else if (!account || !(await verifyPassword(account.password_hash, body.password))) {
          throw new ValidationError({ password: ['commands.password_wrong'] }, 'commands.password_wrong');
        }
      }

      const minutes = body.expires_in_minutes ?? defaultExpiryMinutes(body.type);
      const maxSpeed = app.eventSettings.get().immobilise_max_speed_kmh;
      const status =
        body.type === 'engine_stop' && vehicle.speed !== null && vehicle.speed > maxSpeed ? 'held' : 'queued';
      const text = body.type === 'custom' ? (body.text ?? null) : null;
      const id = await app.db.transaction(async (tx) => {
        const [created] = rowsOf<{ id: number }>(
          await tx.execute(sql`INSERT INTO commands (vehicle_id, type, text, status, created_by, expires_at)
            VALUES (${vehicleId}, ${body.type}, ${text}, ${status}, ${session.employee.id},
                    now() + make_interval(mins => ${minutes}::int))
            RETURNING id`),
        );
        if (!created) throw new Error('command not stored');
        await audit(tx, {
          action: 'create',
          model: 'commands',
          recordId: created.id,
          after: { vehicle_id: vehicleId, type: body.type, text, status, expires_in_minutes: minutes },
        });
        return created.id;
      });
      // Sent at once when this instance holds the device; the stream hears of the command either way.
      const holdsDevice = center.holds(vehicleId);
      if (!holdsDevice) {
        const stored = await readCommand(id);
        if (stored) center.publish([stored]);
      }
      await center.enqueued(vehicleId, vehicle.speed);
      const row = await readCommand(id);
      if (row && holdsDevice && row.status !== 'sent') center.publish([row]);
      if (!row) throw new NotFoundError();
      return reply.code(201).send({
        data: withActions(row, permissionsOf(session)),
        message: request.t(
          `commands.${row.status === 'sent' ? 'sent' : row.status === 'held' ? 'held' : 'queued'}`,
        ),
      });
    },
  );

  app.get(
    '/dashboard/vehicles/:id/commands',
    {
      config: { permission: 'show_commands' },
      schema: {
        tags,
        summary: 'The vehicle’s commands, newest first',
        params: idParamsSchema,
        querystring: commandListQuerySchema,
        response: { 200: commandListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const vehicleId = storable(request.params.id);
      const { page, per_page: perPage } = request.query;
      const [exists] = rowsOf<{ id: number }>(
        await app.db.execute(sql`SELECT id FROM vehicles WHERE id = ${vehicleId}`),
      );
      if (!exists) throw new NotFoundError();
      const [counted] = rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM commands WHERE vehicle_id = ${vehicleId}`),
      );
      const rows = rowsOf<CommandRow>(
        await app.db.execute(
          selectCommands(
            null,
            sql`c.vehicle_id = ${vehicleId}`,
            sql`ORDER BY c.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
          ),
        ),
      );
      return {
        data: rows.map((row) => withActions(row, held)),
        meta: pageMeta(counted?.n ?? 0, page, perPage),
      };
    },
  );

  app.post(
    '/dashboard/commands/:id/cancel',
    {
      config: { permission: 'send_commands' },
      schema: {
        tags,
        summary: 'Cancel a `held` or `queued` command; 422 once sent',
        params: idParamsSchema,
        response: { 200: commandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const id = request.params.id;
      const before = await readCommand(id);
      if (!before) throw new NotFoundError();
      const cancelled = await app.db.transaction(async (tx) => {
        const rows = rowsOf<CommandRow>(
          await tx.execute(
            selectCommands(
              sql`UPDATE commands SET status = 'cancelled', updated_at = now()
                WHERE id = ${id} AND status IN ('held', 'queued') RETURNING *`,
              sql`true`,
            ),
          ),
        );
        if (rows[0])
          await audit(tx, {
            action: 'cancel',
            model: 'commands',
            recordId: id,
            changes: { status: [before.status, 'cancelled'] },
          });
        return rows[0];
      });
      if (!cancelled)
        throw new ValidationError({ status: ['commands.not_cancellable'] }, 'commands.not_cancellable');
      center.publish([cancelled]);
      return { data: withActions(cancelled, held), message: request.t('commands.cancelled') };
    },
  );
};

export default commandsRoutes;
