import { COMMAND_REPLY_TIMEOUT_MS, type Command } from '@fleet/shared/schemas/commands';
import type { Database } from '../../db/client';
import { commandText } from '../../ingestion/command-catalogue';
import type {
  CommandPort,
  CommandProtocol,
  CommandReply,
  CommandRequest,
  DeviceLink,
} from '../../ingestion/command-port';
import type { LiveHub } from '../../live/hub';
import type { EventBus } from '../events';
import type { RaisedEvent } from '../events';
import type { EventSettingsStore } from '../settings';
import { type AnswerTarget, type CommandRow, CommandDeliveryRepo } from './commands.repo';

/** Expired `held`/`queued` commands are swept this often (a connected device's are also checked before sending). */
export const COMMAND_SWEEP_MS = 5_000;
const MASK = '******';
/** Commands sent on one connection whose replies can still be matched by serial (replies come within seconds). */
const RECENT_SERIALS = 16;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The API object of a row, without `actions` (they depend on who reads it). */
export function toCommand(row: CommandRow): Omit<Command, 'actions'> {
  return {
    id: row.id,
    vehicle: { id: row.vehicle_id, name: row.vehicle_name, plate_number: row.plate_number },
    type: row.type,
    text: commandText(row.type, row.text, row.protocol ?? row.device_protocol, MASK),
    status: row.status,
    reply: row.reply,
    error: row.error,
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    created_at: iso(row.created_at) ?? '',
    sent_at: iso(row.sent_at),
    answered_at: iso(row.answered_at),
    expires_at: iso(row.expires_at) ?? '',
  };
}

interface LinkState {
  vehicleId: number;
  /** The command written and not answered yet (one in flight per device). */
  inFlight: { id: number; timer: NodeJS.Timeout } | null;
  serial: number;
  /** The last commands written on this connection, by the serial their request carried (newest last). */
  recent: { serial: number; id: number }[];
}

export interface CommandCenterLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * The commands of the devices connected to this instance. Commands live in the database; this instance sends
 * one when it holds the device's connection and that connection's last packet was acknowledged. Sending is a
 * claim (`UPDATE … WHERE status = 'queued'`), so however many instances try, a command is written once, and
 * never after it expired. `pending` (vehicles with `held`/`queued` commands, fed by the hub) keeps packets of
 * vehicles with nothing waiting free of queries.
 */
export class CommandCenter implements CommandPort {
  private readonly links = new Map<number, DeviceLink>();
  private readonly states = new WeakMap<DeviceLink, LinkState>();
  private readonly pending = new Set<number>();
  private readonly protocols = new Map<number, string | null>();
  private readonly protocolsToSave = new Map<number, string>();
  private readonly busy = new Map<number, { again: boolean; speed: number | null }>();
  private readonly work = new Set<Promise<void>>();
  private sweeper: NodeJS.Timeout | null = null;
  private stopHub: (() => void) | null = null;
  private stopResync: (() => void) | null = null;
  private stopped = false;
  private readonly repo: CommandDeliveryRepo;

  constructor(
    db: Database,
    private readonly hub: LiveHub,
    private readonly events: EventBus,
    private readonly settings: EventSettingsStore,
    private readonly log: CommandCenterLog,
  ) {
    this.repo = new CommandDeliveryRepo(db);
  }

  async start(): Promise<void> {
    this.stopHub = this.hub.subscribe((event) => {
      if (event.type !== 'commands.pending') return;
      for (const vehicleId of event.vehicle_ids) {
        this.pending.add(vehicleId);
        if (this.links.has(vehicleId)) this.pump(vehicleId, null);
      }
    });
    this.stopResync = this.hub.onResync(() => void this.loadPending().catch(() => undefined));
    await this.loadPending();
    for (const row of await this.repo.deviceProtocols()) this.protocols.set(row.id, row.device_protocol);
    this.sweeper = setInterval(() => void this.sweep(), COMMAND_SWEEP_MS);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.stopHub?.();
    this.stopResync?.();
    for (const link of this.links.values()) {
      const state = this.states.get(link);
      if (state?.inFlight) clearTimeout(state.inFlight.timer);
    }
    await Promise.allSettled([...this.work]);
  }

  /** Vehicles with commands waiting, as this instance knows them (tests, metrics). */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Whether this instance holds the vehicle's device connection (acknowledged at least once). */
  holds(vehicleId: number): boolean {
    return this.links.has(vehicleId);
  }

  private async loadPending(): Promise<void> {
    const waiting = await this.repo.vehiclesWaiting();
    for (const vehicleId of waiting) this.pending.add(vehicleId);
    for (const vehicleId of waiting) if (this.links.has(vehicleId)) this.pump(vehicleId, null);
  }

  // ---- the transports (CommandPort) ----

  acked(vehicleId: number, link: DeviceLink, speed: number | null): void {
    if (this.links.get(vehicleId) !== link) {
      this.links.set(vehicleId, link);
      if (!this.states.has(link)) this.states.set(link, { vehicleId, inFlight: null, serial: 0, recent: [] });
      this.reportedBy(vehicleId, link.protocol);
    }
    if (this.pending.has(vehicleId)) this.pump(vehicleId, speed);
  }

  replied(vehicleId: number, link: DeviceLink, reply: CommandReply): void {
    this.track(this.answer(vehicleId, link, reply));
  }

  closed(vehicleId: number, link: DeviceLink): void {
    const state = this.states.get(link);
    if (state?.inFlight) clearTimeout(state.inFlight.timer);
    if (state) state.inFlight = null;
    if (this.links.get(vehicleId) === link) this.links.delete(vehicleId);
  }

  reportedBy(vehicleId: number, protocol: CommandProtocol | 'osmand'): void {
    if (this.protocols.get(vehicleId) === protocol) return;
    this.protocols.set(vehicleId, protocol);
    this.protocolsToSave.set(vehicleId, protocol);
    if (this.protocolsToSave.size === 1) this.track(this.saveProtocols());
  }

  /**
   * The protocols learnt since the last save, in one transaction: a fleet connecting for the first time would
   * otherwise cost a commit per vehicle, on the embedded database's one connection the positions are written on.
   */
  private async saveProtocols(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const saving = [...this.protocolsToSave].sort(([a], [b]) => a - b);
    this.protocolsToSave.clear();
    await this.repo.saveProtocols(saving);
  }

  // ---- the API ----

  /**
   * Commands were stored `queued`/`held` for `vehicleId`: tell every instance; send now when held here.
   * `lastSpeed`: the vehicle's last reported speed as the caller read it (saves reading it again).
   */
  async enqueued(vehicleId: number, lastSpeed: number | null = null): Promise<void> {
    this.pending.add(vehicleId);
    this.hub.publish({ type: 'commands.pending', vehicle_ids: [vehicleId] });
    if (this.links.has(vehicleId)) await this.runPump(vehicleId, null, lastSpeed);
  }

  /** Status changes go to every instance's streams. */
  publish(rows: readonly CommandRow[]): void {
    if (rows.length > 0) this.hub.publish({ type: 'commands', commands: rows.map(toCommand) });
  }

  // ---- sending ----

  private track(promise: Promise<void>): void {
    const tracked = promise.catch((error: unknown) => this.log.warn({ err: error }, 'command work failed'));
    this.work.add(tracked);
    void tracked.finally(() => this.work.delete(tracked));
  }

  private pump(vehicleId: number, speed: number | null): void {
    this.track(this.runPump(vehicleId, speed));
  }

  /** One vehicle at a time per instance; a call while it runs makes it run once more. */
  private async runPump(
    vehicleId: number,
    speed: number | null,
    knownSpeed: number | null = null,
  ): Promise<void> {
    const running = this.busy.get(vehicleId);
    if (running) {
      running.again = true;
      if (speed !== null) running.speed = speed;
      return;
    }
    const state = { again: false, speed };
    this.busy.set(vehicleId, state);
    try {
      do {
        state.again = false;
        const current = state.speed;
        state.speed = null;
        await this.sendNext(vehicleId, current, knownSpeed);
        knownSpeed = null;
      } while (state.again && !this.stopped);
    } finally {
      this.busy.delete(vehicleId);
    }
  }

  private async sendNext(
    vehicleId: number,
    reportedSpeed: number | null,
    knownSpeed: number | null = null,
  ): Promise<void> {
    const link = this.links.get(vehicleId);
    const linkState = link ? this.states.get(link) : undefined;
    if (!link || !linkState || linkState.inFlight || this.stopped) return;
    // Forget first: a command stored meanwhile re-adds the vehicle (hub), so none is missed.
    this.pending.delete(vehicleId);
    const changed: CommandRow[] = [];

    let speed = reportedSpeed ?? knownSpeed;
    speed ??= await this.repo.latestSpeed(vehicleId);
    const maxSpeed = this.settings.get().immobilise_max_speed_kmh;
    if (speed !== null && speed > maxSpeed) {
      // Never cut a moving engine: a queued stop waits for a slow report.
      changed.push(...(await this.repo.holdEngineStops(vehicleId)));
    } else if (reportedSpeed !== null && reportedSpeed <= maxSpeed) {
      changed.push(...(await this.repo.releaseHeld(vehicleId)));
    }

    // The claim: of two instances (or two calls) only one turns the row from queued to sent.
    const claimed = await this.repo.claimNext(vehicleId, link.protocol);
    if (claimed) {
      linkState.serial = (linkState.serial + 1) & 0xffff;
      const request: CommandRequest = {
        id: claimed.id,
        type: claimed.type,
        text: claimed.text,
        password: claimed.device_password,
        deviceId: claimed.device_id ?? '',
        serial: linkState.serial,
      };
      const bytes = link.encode(request);
      if (bytes === null) {
        // The device's protocol has no such command (or cannot carry this text): said at once, never retried.
        const failed = await this.fail(claimed.id, 'not_supported');
        changed.push(...failed);
      } else if (link.write(bytes)) {
        linkState.recent.push({ serial: request.serial, id: claimed.id });
        if (linkState.recent.length > RECENT_SERIALS) linkState.recent.shift();
        const timer = setTimeout(() => {
          if (linkState.inFlight?.id !== claimed.id) return;
          linkState.inFlight = null;
          if (this.pending.has(vehicleId) && this.links.get(vehicleId) === link) this.pump(vehicleId, null);
        }, COMMAND_REPLY_TIMEOUT_MS);
        timer.unref();
        linkState.inFlight = { id: claimed.id, timer };
        changed.push(claimed);
      } else {
        changed.push(...(await this.fail(claimed.id, 'connection_closed')));
      }
    }
    // After the bytes are on their way (each statement before them is time the command waits): the claim never
    // takes an expired row, so expiring the others can wait; what is left makes this vehicle pending again.
    changed.push(...(await this.expire(vehicleId)));
    if ((await this.repo.waitingCount(vehicleId)) > 0) {
      this.pending.add(vehicleId);
      // The device answered while the above ran, when nothing was pending yet: go round once more.
      const running = this.busy.get(vehicleId);
      if (claimed && !linkState.inFlight && running) running.again = true;
    }
    this.publish(latestOfEach(changed));
  }

  /** A `sent` command that could not go: `failed` with `error`, and `command_failed` raised. */
  private async fail(id: number, error: string): Promise<CommandRow[]> {
    const failed = await this.repo.fail(id, error);
    await this.raiseFailed(failed);
    return failed;
  }

  /** Expires `held`/`queued` commands past `expires_at` (one vehicle's, or all) and raises `command_failed`. */
  private async expire(vehicleId: number | null): Promise<CommandRow[]> {
    const rows = await this.repo.expire(vehicleId);
    await this.raiseFailed(rows);
    return rows;
  }

  private async raiseFailed(rows: readonly CommandRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.events.raise(rows.map((row) => commandEvent(row, 'command_failed')));
  }

  /** Every instance sweeps (each row expires once: the UPDATE is the claim). */
  private async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const rows = await this.expire(null);
      this.publish(rows);
    } catch (error) {
      this.log.warn({ err: error }, 'command expiry sweep failed');
    }
  }

  private async answer(vehicleId: number, link: DeviceLink, reply: CommandReply): Promise<void> {
    const state = this.states.get(link);
    // GT06 names the command by its server flag, a reply carrying a serial by the command sent with it (one
    // naming none of ours is no answer); any other answers the one in flight, else the last sent.
    let named: number | undefined = reply.serverFlag;
    if (named === undefined && reply.serial !== undefined) {
      named = state?.recent.findLast((sent) => sent.serial === reply.serial)?.id;
      if (named === undefined) {
        this.log.info({ vehicleId, serial: reply.serial }, 'command reply names no command sent here');
        return;
      }
    }
    const target: AnswerTarget =
      named !== undefined ? { id: named } : state?.inFlight ? { id: state.inFlight.id } : 'last-sent';
    const rows = await this.repo.answer(vehicleId, target, reply.text.slice(0, 2000));
    const [answered] = rows;
    if (state?.inFlight && (!answered || state.inFlight.id === answered.id || named === undefined)) {
      clearTimeout(state.inFlight.timer);
      state.inFlight = null;
    }
    if (answered) {
      this.publish(rows);
      await this.events.raise([commandEvent(answered, 'command_answered')]);
    }
    if (this.pending.has(vehicleId) && this.links.get(vehicleId) === link)
      await this.runPump(vehicleId, null);
  }
}

function commandEvent(row: CommandRow, type: 'command_failed' | 'command_answered'): RaisedEvent {
  return {
    vehicleId: row.vehicle_id,
    type,
    subject: `command:${row.id}`,
    time: new Date(),
    attributes: {
      command_id: row.id,
      command_type: row.type,
      status: row.status,
      ...(row.reply ? { reply: row.reply } : {}),
      ...(row.error ? { error: row.error } : {}),
    },
  };
}

/** A command changed twice in one pass is announced once, as it ends. */
function latestOfEach(rows: readonly CommandRow[]): CommandRow[] {
  const byId = new Map<number, CommandRow>();
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()];
}
