import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_DRIVER } from '@fleet/shared/constants';
import { INSPECTION_ITEMS, inspectionItemArea, SIGNATURE_STATEMENT } from '@fleet/shared/inspection-items';
import type { ExaminationType, Severity } from '@fleet/shared/schemas/examinations';
import { toE164 } from '@fleet/shared/schemas/people';
import { hashPassword } from '../lib/passwords';
import { encodePng } from '../lib/png';
import { createRandom } from '../lib/prng';
import { ExaminationsRepo } from '../modules/examinations';
import type { MediaStorage } from '../modules/media';
import type { Database } from '../db/client';
import { drivers, employees, examinations, media } from '../db/schema';

const DEMO_EXAMINATIONS_LOCK = 7_246_004;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS = 3;
/** Parts that wear in daily use: where demo faults are found. */
const WEAR = [
  'tyre_front_left',
  'tyre_rear_right',
  'wipers',
  'brake_lights',
  'indicators',
  'engine_oil',
  'coolant',
  'washer_fluid',
  'air_conditioning',
  'mirrors',
  'body_panels',
  'fire_extinguisher',
  'first_aid_kit',
  'seat_belts',
  'service_brake',
  'headlights',
] as const;
const NOTES: Record<string, string> = {
  tyre_front_left: 'تآكل واضح في الإطار',
  tyre_rear_right: 'ضغط الإطار منخفض',
  wipers: 'المساحة لا تمسح جيدًا',
  brake_lights: 'لمبة فرامل خلفية لا تعمل',
  indicators: 'الإشارة اليمنى لا تعمل',
  engine_oil: 'مستوى الزيت تحت الحد الأدنى',
  coolant: 'سائل التبريد منخفض',
  washer_fluid: 'خزان الماء فارغ',
  air_conditioning: 'التكييف لا يبرد',
  mirrors: 'المرآة الجانبية مكسورة',
  body_panels: 'خدش في الباب الخلفي',
  fire_extinguisher: 'الطفاية منتهية الصلاحية',
  first_aid_kit: 'الحقيبة ناقصة',
  seat_belts: 'حزام المقعد الأمامي لا يقفل',
  service_brake: 'صوت احتكاك عند الفرملة',
  headlights: 'النور الأمامي الأيسر لا يعمل',
};
const WORKSHOPS = ['ورشة الجزيرة', 'مركز الإطارات السريع', 'الصيانة الداخلية', 'Al-Futtaim Service'];
const ADDRESSES = [
  'مستودع الشركة، حي السلي',
  'طريق الملك فهد، العليا',
  'حي الملز، الرياض',
  'طريق خريص، الرياض',
];

/** A signature-like scribble, so the demo reports show a real image. */
function signature(seed: number): Buffer {
  const width = 160;
  const height = 60;
  const rgb = new Uint8Array(width * height * 3).fill(255);
  for (let x = 8; x < width - 8; x++) {
    const y = Math.round(30 + 14 * Math.sin((x + seed * 7) / 9) * Math.cos((x + seed) / 23));
    for (let dy = -1; dy <= 1; dy++) rgb.set([20, 40, 110], ((y + dy) * width + x) * 3);
  }
  return encodePng(width, height, rgb);
}

/** A stand-in for a phone photo of a fault. */
function photo(shade: number): Buffer {
  const size = 64;
  const rgb = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i++) rgb.set([shade, 90 + (i % size), 120 - (shade % 60)], i * 3);
  return encodePng(size, size, rgb);
}

/**
 * Three weeks of inspections by the demo drivers (DEMO=1): mostly faultless, about one in four with one or two
 * faults, a part damaged again within the repeat-defect period flagged. Faults older than a few days are mostly
 * fixed (many confirmed by the driver), recent ones open; critical ones are all fixed, so the demo fleet starts
 * in service. Written in a few bulk statements (start-up stays quick); the summaries come from the repository's
 * own `refreshSummary`. Also gives the demo driver his password. Seeds once.
 */
export async function seedDemoExaminations(
  db: Database,
  storage: MediaStorage,
  repeatDefectDays: number,
  now = new Date(),
): Promise<number> {
  const stored: string[] = [];
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_EXAMINATIONS_LOCK})`);
      await giveDemoDriverPassword(tx);
      const [existing] = await tx.select({ total: count() }).from(examinations);
      if ((existing?.total ?? 0) > 0) return 0;
      const [admin] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.email, DEMO_ADMIN.email));
      const crew = await tx
        .select({ id: drivers.id, vehicleId: drivers.vehicleId })
        .from(drivers)
        .where(isNotNull(drivers.vehicleId))
        .orderBy(asc(drivers.id));
      if (!admin || crew.length === 0) return 0;

      const random = createRandom(8);
      const reports = planReports(crew, random, now, repeatDefectDays);
      const files = await Promise.all(
        reports
          .flatMap((report, index) => [
            { key: `s${index}`, bytes: signature(index), driverId: report.driverId },
            ...report.damages
              .filter((damage) => damage.photo)
              .map((damage) => ({
                key: `p${index}-${damage.part}`,
                bytes: photo(damage.shade),
                driverId: report.driverId,
              })),
          ])
          .map(async (file) => {
            const saved = await storage.saveBuffer(file.bytes);
            stored.push(saved.path);
            return { ...file, saved };
          }),
      );
      const mediaRows = await tx
        .insert(media)
        .values(
          files.map((file) => ({
            path: file.saved.path,
            mimeType: file.saved.mimeType,
            size: file.saved.size,
            originalName: `${file.key}.png`,
            uploadedByDriver: file.driverId,
          })),
        )
        .returning({ id: media.id });
      const mediaId = new Map(files.map((file, index) => [file.key, mediaRows[index]?.id ?? 0]));

      const repo = new ExaminationsRepo(tx);
      const ids = await repo.insertMany(
        reports.map((report, index) => ({
          vehicleId: report.vehicleId,
          driverId: report.driverId,
          type: report.type,
          address: report.address,
          lat: report.lat,
          lon: report.lon,
          startedAt: report.startedAt,
          submittedAt: report.submittedAt,
          signatureId: mediaId.get(`s${index}`) ?? 0,
          signatureStatement: SIGNATURE_STATEMENT.ar,
          notes: report.notes,
          result: 'faultless' as const,
        })),
      );
      const partRows = reports.flatMap((report, index) =>
        INSPECTION_ITEMS.map((part, position) => {
          const damage = report.damages.find((entry) => entry.part === part);
          const base = {
            examinationId: ids[index] ?? 0,
            part,
            area: inspectionItemArea(part) ?? ('exterior' as const),
            position,
            checkStatus: 'checked' as const,
          };
          if (!damage) return { ...base, condition: 'ok' as const };
          const fix = damage.fix;
          return {
            ...base,
            condition: 'damage' as const,
            severity: damage.severity,
            notes: NOTES[part] ?? null,
            flagged: damage.flagged,
            fixStatus: fix ? ('fixed' as const) : ('untreated' as const),
            ...(fix
              ? {
                  fixedBy: fix.by,
                  fixNotes: 'تم الإصلاح والتجربة',
                  fixedAt: fix.at,
                  acknowledgedBy: admin.id,
                  confirmedAt: fix.confirmedAt,
                  answeredBy: fix.confirmedAt ? report.driverId : null,
                }
              : {}),
          };
        }),
      );
      const parts = [];
      for (let at = 0; at < partRows.length; at += 2_000) {
        parts.push(...(await repo.insertParts(partRows.slice(at, at + 2_000))));
      }
      const partId = new Map(parts.map((part) => [`${part.examinationId}:${part.part}`, part.id]));
      await repo.insertMedia(
        reports.flatMap((report, index) =>
          report.damages
            .filter((damage) => damage.photo)
            .map((damage) => ({
              mediaId: mediaId.get(`p${index}-${damage.part}`) ?? 0,
              examinationId: ids[index] ?? 0,
              partId: partId.get(`${ids[index]}:${damage.part}`) ?? null,
              kind: 'part' as const,
              position: 0,
            })),
        ),
      );
      await repo.refreshSummary(ids);
      return ids.length;
    });
  } catch (error) {
    await storage.remove(stored);
    throw error;
  }
}

async function giveDemoDriverPassword(db: Database) {
  const phone = toE164(DEMO_DRIVER.country_code, DEMO_DRIVER.phone);
  const [demoDriver] = await db
    .select({ id: drivers.id, passwordHash: drivers.passwordHash })
    .from(drivers)
    .where(eq(drivers.phone, phone));
  if (!demoDriver || demoDriver.passwordHash) return;
  const passwordHash = await hashPassword(DEMO_DRIVER.password);
  await db.update(drivers).set({ passwordHash }).where(eq(drivers.id, demoDriver.id));
}

interface PlannedDamage {
  part: string;
  severity: Severity;
  flagged: boolean;
  photo: boolean;
  shade: number;
  fix: { at: Date; by: string; confirmedAt: Date | null } | null;
}

/** Every report of the period in time order, with its faults, repeat flags and fixes decided. */
function planReports(
  crew: readonly { id: number; vehicleId: number | null }[],
  random: ReturnType<typeof createRandom>,
  now: Date,
  repeatDefectDays: number,
) {
  const slots: { driverId: number; vehicleId: number; at: number }[] = [];
  for (const member of crew) {
    if (member.vehicleId === null) continue;
    for (let day = WEEKS * 7; day >= 1; day -= 3 + random.int(3)) {
      slots.push({
        driverId: member.id,
        vehicleId: member.vehicleId,
        at: now.getTime() - day * DAY_MS + random.int(6) * 3_600_000,
      });
    }
  }
  slots.sort((a, b) => a.at - b.at);
  const lastDamage = new Map<string, number>();
  return slots.map((slot, index) => {
    const startedAt = new Date(slot.at);
    const submittedAt = new Date(slot.at + (4 + random.int(9)) * 60_000 + random.int(60) * 1000);
    const ageDays = (now.getTime() - submittedAt.getTime()) / DAY_MS;
    const faults = random.next() < 0.25 ? 1 + random.int(2) : 0;
    const damages: PlannedDamage[] = [];
    while (damages.length < faults) {
      const part = random.pick(WEAR);
      if (damages.some((damage) => damage.part === part)) continue;
      const roll = random.next();
      const severity: Severity = roll < 0.08 ? 'critical' : roll < 0.35 ? 'major' : 'minor';
      const key = `${slot.vehicleId}:${part}`;
      const previous = lastDamage.get(key);
      lastDamage.set(key, submittedAt.getTime());
      const fixed = severity === 'critical' || random.next() < (ageDays > 4 ? 0.85 : 0.2);
      const fixAt = new Date(
        Math.max(
          submittedAt.getTime() + 60_000,
          Math.min(now.getTime() - 3_600_000, submittedAt.getTime() + ((1 + random.int(3)) * DAY_MS) / 2),
        ),
      );
      damages.push({
        part,
        severity,
        flagged: previous !== undefined && submittedAt.getTime() - previous <= repeatDefectDays * DAY_MS,
        photo: random.next() < 0.6,
        shade: 60 + random.int(120),
        fix: fixed
          ? {
              at: fixAt,
              by: random.pick(WORKSHOPS),
              confirmedAt: ageDays > 6 && random.next() < 0.7 ? new Date(fixAt.getTime() + DAY_MS) : null,
            }
          : null,
      });
    }
    const type: ExaminationType = index % 11 === 0 ? 'periodic' : index % 3 === 0 ? 'pre_trip' : 'daily';
    return {
      ...slot,
      startedAt,
      submittedAt,
      type,
      address: random.pick(ADDRESSES),
      lat: 24.6 + random.next() * 0.2,
      lon: 46.6 + random.next() * 0.2,
      notes: faults > 0 && random.next() < 0.5 ? 'تم إبلاغ المشرف' : null,
      damages,
    };
  });
}
