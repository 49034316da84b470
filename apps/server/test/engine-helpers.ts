import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventSchema, type FleetEvent } from '@fleet/shared/schemas/events';
import { EventEngine, type EventEngineOptions } from '../src/modules/events/event-engine';
import { apiRequest } from './harness';
import { EN } from './people-helpers';

/**
 * As after a crash: the app's event engine is replaced by a new one (the app's from now on), fed by the same
 * position writer. With `forgetVehicle`, that vehicle's saved state is dropped first, as after a SIGKILL before it
 * was saved: the new engine knows nothing of it but its stored positions (a replay). The caller stops the engine
 * it gets back when its tests end.
 */
export async function replaceEventEngine(
  app: FastifyInstance,
  options: EventEngineOptions,
  forgetVehicle?: number,
): Promise<EventEngine> {
  await app.eventEngine.stop();
  if (forgetVehicle !== undefined)
    await app.db.execute(sql`DELETE FROM engine_cursors WHERE vehicle_id = ${forgetVehicle}`);
  const engine = new EventEngine(app.db, app.events, app.eventSettings, app.hub, app.log, options);
  app.positionWriter.onCommitted((batch) => engine.onCommitted(batch));
  await engine.start();
  app.eventEngine = engine;
  return engine;
}

/**
 * The vehicle's events (of `types`, else all) as the API lists them in English, oldest first, each checked against
 * the contract.
 */
export async function vehicleEvents(
  app: FastifyInstance,
  token: string,
  vehicleId: number,
  types: readonly string[] = [],
): Promise<FleetEvent[]> {
  const ofTypes = types.length > 0 ? `&type=${types.join(',')}` : '';
  const response = await apiRequest(
    app,
    'GET',
    `/api/dashboard/events?vehicle_id=${vehicleId}${ofTypes}&per_page=100`,
    token,
    undefined,
    EN,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as unknown[]).map((e) => eventSchema.strict().parse(e)).reverse();
}
