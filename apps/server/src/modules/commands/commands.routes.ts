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
import { isStorableId } from '../../db/client';
import { commandSupported } from '../../ingestion/command-catalogue';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { audit } from '../audit';
import { verifyTotp } from '../auth';
import { toCommand } from './command-center';
import { type CommandRow, CommandsRepo } from './commands.repo';

const tags = ['commands'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

function withActions(row: CommandRow, held: ReadonlySet<string>): Command {
  const cancellable = (row.status === 'held' || row.status === 'queued') && held.has('send_commands');
  return { ...toCommand(row), actions: cancellable ? ['cancel'] : [] };
}

/** docs/api.md#commands: send, list, cancel. Sending itself is the command center's (app.commands). */
const commandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const center = app.commands;
  const repo = new CommandsRepo(app.db);

  const readCommand = async (id: number): Promise<CommandRow | undefined> =>
    isStorableId(id) ? repo.find(id) : undefined;
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
      const vehicle = await repo.target(vehicleId);
      if (!vehicle) throw new NotFoundError();
      if (!vehicle.device_id)
        throw new ValidationError({ type: ['commands.no_device'] }, 'commands.no_device');
      // The device's protocol has no such command (OsmAnd has none at all); unknown until the device reports.
      if (!commandSupported(vehicle.device_protocol, body.type))
        throw new ValidationError({ type: ['commands.not_supported'] }, 'commands.not_supported');

      if (COMMANDS_NEEDING_PASSWORD.includes(body.type)) {
        const account = await repo.senderSecrets(session.employee.id);
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
      const id = await repo.transaction(async (txRepo) => {
        const created = await txRepo.insert({
          vehicleId,
          type: body.type,
          text,
          status,
          createdBy: session.employee.id,
          expiresInMinutes: minutes,
        });
        if (created === undefined) throw new Error('command not stored');
        await audit(txRepo.database, {
          action: 'create',
          model: 'commands',
          recordId: created,
          after: { vehicle_id: vehicleId, type: body.type, text, status, expires_in_minutes: minutes },
        });
        return created;
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
      if (!(await repo.vehicleExists(vehicleId))) throw new NotFoundError();
      const total = await repo.countOfVehicle(vehicleId);
      const rows = await repo.pageOfVehicle(vehicleId, page, perPage);
      return {
        data: rows.map((row) => withActions(row, held)),
        meta: pageMeta(total, page, perPage),
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
      const cancelled = await repo.transaction(async (txRepo) => {
        const row = await txRepo.cancel(id);
        if (row)
          await audit(txRepo.database, {
            action: 'cancel',
            model: 'commands',
            recordId: id,
            changes: { status: [before.status, 'cancelled'] },
          });
        return row;
      });
      if (!cancelled)
        throw new ValidationError({ status: ['commands.not_cancellable'] }, 'commands.not_cancellable');
      center.publish([cancelled]);
      return { data: withActions(cancelled, held), message: request.t('commands.cancelled') };
    },
  );
};

export default commandsRoutes;
