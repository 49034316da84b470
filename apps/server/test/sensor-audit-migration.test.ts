import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema, type AuditEntry } from '@fleet/shared/schemas/audit';
import { rowsOf } from '../src/db/client';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';

/** The statement of migration 0036 that rewrites the sensor entries of the old shape. */
const rewrite = readFileSync(new URL('../drizzle/0036_report_fuel_days.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE "audit_log"'));

forEachDatabase((db) => {
  describe('migration 0036: sensor changes audited as `sensor:<id>` move to their vehicle', () => {
    let app: FastifyInstance;
    let admin: string;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      admin = await login(app, DEMO.admin);
    });

    async function vehicleHistory(vehicleId: number): Promise<AuditEntry[]> {
      const response = await api(
        'GET',
        `/api/dashboard/audit-log?model=vehicles&record_id=${vehicleId}&per_page=100`,
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: unknown) => auditEntrySchema.strict().parse(row));
    }

    /** An entry as the sensors module wrote it before: on `sensor:<id>`, create/update/delete. */
    async function oldEntry(sensorId: number, action: string, changes: object): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await app.db
          .execute(sql`INSERT INTO audit_log (actor_type, actor_name, action, model, record_id, changes)
          VALUES ('system', 'system', ${action}, 'vehicles', ${`sensor:${sensorId}`}, ${JSON.stringify(changes)}::jsonb)
          RETURNING id`),
      );
      return Number(row!.id);
    }

    it('rewrites each old entry to the shape written now, once; leaves a sensor known nowhere as it was', async () => {
      expect(rewrite).toHaveLength(1);
      const created = await api('POST', '/api/dashboard/vehicles', admin, {
        name: 'Audited',
        plate_number: 'AU 1',
        category: 'truck',
        fuel_type: 'diesel',
      });
      expect(created.statusCode, created.body).toBe(201);
      const vehicleId = created.json().data.id as number;
      const sensor = async (name: string) => {
        const added = await api('POST', `/api/dashboard/vehicles/${vehicleId}/sensors`, admin, {
          name,
          type: 'fuel_level',
          attribute: 'fuel',
          capacity: 200,
        });
        expect(added.statusCode, added.body).toBe(201);
        return added.json().data.id as number;
      };
      // Kept: its vehicle is the sensor's. Removed since (audited in the new shape): its vehicle is that entry's.
      const kept = await sensor('Tank');
      const removed = await sensor('Spare');
      expect(
        (await api('DELETE', `/api/dashboard/vehicles/${vehicleId}/sensors/${removed}`, admin)).statusCode,
      ).toBe(200);
      const unknown = 999_999;

      const add = await oldEntry(kept, 'create', { name: [null, 'Tank (old)'], capacity: [null, 150] });
      const rename = await oldEntry(kept, 'update', { name: ['Tank (old)', 'Tank'] });
      const resize = await oldEntry(kept, 'update', { capacity: [150, 200] });
      const gone = await oldEntry(removed, 'delete', { name: ['Spare', null] });
      const lost = await oldEntry(unknown, 'delete', { name: ['Lost', null] });

      const run = async () => {
        for (const statement of rewrite) await app.db.execute(sql.raw(statement));
      };
      await run();
      await run();

      const history = await vehicleHistory(vehicleId);
      const byId = new Map(history.map((entry) => [entry.id, entry]));
      expect(byId.get(add)).toMatchObject({
        action: 'sensor_add',
        record_id: String(vehicleId),
        changes: {
          name: [null, 'Tank (old)'],
          capacity: [null, 150],
          sensor: [null, { id: kept, name: 'Tank (old)' }],
        },
      });
      expect(byId.get(rename)?.changes).toEqual({
        name: ['Tank (old)', 'Tank'],
        sensor: [
          { id: kept, name: 'Tank (old)' },
          { id: kept, name: 'Tank' },
        ],
      });
      expect(byId.get(resize)).toMatchObject({
        action: 'sensor_update',
        changes: {
          capacity: [150, 200],
          sensor: [
            { id: kept, name: 'Tank' },
            { id: kept, name: 'Tank' },
          ],
        },
      });
      expect(byId.get(gone)).toMatchObject({
        action: 'sensor_remove',
        changes: { name: ['Spare', null], sensor: [{ id: removed, name: 'Spare' }, null] },
      });
      // Written by the API now: untouched.
      expect(history.filter((entry) => entry.action === 'sensor_add').length).toBe(3);
      const [left] = rowsOf<{ action: string; record_id: string; changes: unknown }>(
        await app.db.execute(sql`SELECT action, record_id, changes FROM audit_log WHERE id = ${lost}`),
      );
      expect(left).toEqual({
        action: 'delete',
        record_id: `sensor:${unknown}`,
        changes: { name: ['Lost', null] },
      });
    });
  });
});
