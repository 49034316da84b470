import { eq, inArray } from 'drizzle-orm';
import type { NotificationRuleInput } from '@fleet/shared/schemas/notifications';
import type { Database } from '../db/client';
import { geofences, roles } from '../db/schema';
import { createRulesOnce } from '../modules/notifications';
import { SCHOOL_ZONE_NAME } from './geofences';

/** The app_settings key that says the demo rules were created once (deleting them keeps them deleted). */
export const DEMO_RULES_KEY = 'demo.notification_rules';

/**
 * The rules an operator of this fleet would set on day one, so the bell, the live toast and the inbox have
 * something in a fresh demo's first minute: alarms (the SOS device, power cuts) and critical faults to every
 * administrator and dispatcher, speeding in the Olaya school-zone corridor, and service coming due. Needs the demo
 * roles and geofences (seeded before it).
 */
export async function seedDemoNotificationRules(db: Database): Promise<number> {
  const roleRows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, ['Administrator', 'Dispatcher']));
  const [zone] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(eq(geofences.name, SCHOOL_ZONE_NAME))
    .limit(1);
  if (roleRows.length === 0) return 0;
  const recipients = { employee_ids: [], role_ids: roleRows.map((row) => row.id) };
  const rules: NotificationRuleInput[] = [
    {
      name: 'إنذارات الطوارئ وانقطاع الطاقة — SOS and power cut',
      event_types: ['alarm', 'critical_fault'],
      recipients,
      channels: ['web'],
    },
    {
      name: 'الصيانة المستحقة — Service due',
      event_types: ['maintenance_due', 'maintenance_overdue'],
      recipients,
      channels: ['web'],
    },
  ];
  if (zone) {
    rules.splice(1, 0, {
      name: 'السرعة في منطقة المدارس — Speeding in the school zone',
      event_types: ['overspeed'],
      geofence_ids: [zone.id],
      recipients,
      channels: ['web'],
    });
  }
  return createRulesOnce(db, DEMO_RULES_KEY, rules);
}
