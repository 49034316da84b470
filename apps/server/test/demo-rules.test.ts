import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSettings, auditLog, geofences, notificationRules, vehicles } from '../src/db/schema';
import { DEMO_RULES_KEY, seedDemoNotificationRules } from '../src/demo/notification-rules';
import { SCHOOL_ZONE_NAME } from '../src/demo/geofences';
import { apiRequest, DEMO, forEachDatabase, login } from './harness';
import { EN } from './people-helpers';

describe('demo notification rules', () => {
  forEachDatabase((db) => {
    it('are created once, audited, and ring for administrators and dispatchers', async () => {
      const app = await db.buildApp({ demo: true });
      // The test configuration has neither simulator nor history: the rules come from this call only.
      expect(await app.db.select().from(notificationRules)).toHaveLength(0);
      expect(await seedDemoNotificationRules(app.db)).toBe(3);
      expect(await seedDemoNotificationRules(app.db)).toBe(0);
      const rules = await app.db.select().from(notificationRules).orderBy(notificationRules.id);
      expect(rules.map((rule) => rule.eventTypes)).toEqual([
        ['alarm', 'critical_fault'],
        ['overspeed'],
        ['maintenance_due', 'maintenance_overdue'],
      ]);
      const [zone] = await app.db.select().from(geofences).where(eq(geofences.name, SCHOOL_ZONE_NAME));
      expect(rules[1]!.geofenceIds).toEqual([zone!.id]);
      const audited = await app.db.select().from(auditLog).where(eq(auditLog.model, 'notifications'));
      expect(audited.map((row) => row.action)).toEqual(['create', 'create', 'create']);

      // An operator who deletes a demo rule keeps it deleted.
      const admin = await login(app, DEMO.admin);
      const deleted = await apiRequest(
        app,
        'DELETE',
        `/api/dashboard/notification-rules/${rules[0]!.id}`,
        admin,
      );
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await seedDemoNotificationRules(app.db)).toBe(0);
      expect(await app.db.select().from(notificationRules)).toHaveLength(2);
      await app.db.delete(notificationRules);
      expect(await seedDemoNotificationRules(app.db)).toBe(0);
      const [marker] = await app.db.select().from(appSettings).where(eq(appSettings.key, DEMO_RULES_KEY));
      expect(marker?.value).toMatchObject({ rules: 3 });
    }, 90_000);

    it('speeding in the school zone and an SOS reach the inbox of the administrator and the dispatcher', async () => {
      const app = await db.buildApp({ demo: true });
      // On PostgreSQL the suite shares one database: the test above left its marker and deleted its rules.
      await app.db.delete(notificationRules);
      await app.db.delete(appSettings).where(eq(appSettings.key, DEMO_RULES_KEY));
      expect(await seedDemoNotificationRules(app.db)).toBe(3);
      await app.notifications.rules.load();
      const [zone] = await app.db.select().from(geofences).where(eq(geofences.name, SCHOOL_ZONE_NAME));
      const [bus] = await app.db.select({ id: vehicles.id }).from(vehicles).limit(1);
      const time = new Date(Date.now() - 60_000);
      await app.events.raise([
        { vehicleId: bus!.id, type: 'alarm', subject: 'sos', time, attributes: { alarm: 'sos' } },
        { vehicleId: bus!.id, type: 'overspeed', time, geofenceId: zone!.id, attributes: { limit: 40 } },
        // Speeding elsewhere is not the school zone rule's business.
        { vehicleId: bus!.id, type: 'overspeed', time: new Date(time.getTime() - 600_000) },
      ]);
      for (const user of [DEMO.admin, DEMO.dispatcher]) {
        const token = await login(app, user);
        const inbox = await apiRequest(app, 'GET', '/api/dashboard/notifications', token, undefined, EN);
        expect(inbox.statusCode, inbox.body).toBe(200);
        const types = inbox.json().data.map((item: { event: { type: string } }) => item.event.type);
        expect(types.sort()).toEqual(['alarm', 'overspeed']);
      }
      const auditor = await login(app, DEMO.auditor);
      const none = await apiRequest(app, 'GET', '/api/dashboard/notifications', auditor, undefined, EN);
      expect(none.json().data).toEqual([]);
    }, 90_000);
  });
});
