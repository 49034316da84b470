import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_DRIVER } from '@fleet/shared/constants';
import { INSPECTION_ITEMS, SIGNATURE_STATEMENT } from '@fleet/shared/inspection-items';
import type { ExaminationType, Severity } from '@fleet/shared/schemas/examinations';
import { toE164 } from '@fleet/shared/schemas/people';
import { hashPassword } from '../lib/passwords';
import { encodePng } from '../lib/png';
import { createRandom } from '../lib/prng';
import type { UrlSigner } from '../lib/url-signer';
import { ExaminationsRepo } from '../modules/examinations/examinations.repo';
import { ExaminationsService } from '../modules/examinations/examinations.service';
import type { MediaStorage } from '../modules/media/media-storage';
import type { Database } from './client';
import { drivers, employees, examinations, media } from './schema';

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
 * faults. Faults older than a few days are mostly fixed (some confirmed by the driver), recent ones open;
 * critical ones are all fixed, so the demo fleet starts in service. Written through the examinations service, so flags,
 * summaries and vehicle blocks are the product's own. Also gives the demo driver his password. Seeds once.
 */
export async function seedDemoExaminations(
  db: Database,
  storage: MediaStorage,
  signer: UrlSigner,
  repeatDefectDays: number,
  now = new Date(),
): Promise<number> {
  const phone = toE164(DEMO_DRIVER.country_code, DEMO_DRIVER.phone);
  const [demoDriver] = await db
    .select({ id: drivers.id, passwordHash: drivers.passwordHash })
    .from(drivers)
    .where(eq(drivers.phone, phone));
  if (demoDriver && !demoDriver.passwordHash) {
    const passwordHash = await hashPassword(DEMO_DRIVER.password);
    await db.update(drivers).set({ passwordHash }).where(eq(drivers.id, demoDriver.id));
  }

  const [existing] = await db.select({ total: count() }).from(examinations);
  if ((existing?.total ?? 0) > 0) return 0;
  const [admin] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, DEMO_ADMIN.email));
  if (!admin) return 0;
  const crew = await db
    .select({ id: drivers.id, vehicleId: drivers.vehicleId })
    .from(drivers)
    .where(isNotNull(drivers.vehicleId))
    .orderBy(asc(drivers.id));

  const repo = new ExaminationsRepo(db);
  const service = new ExaminationsService(repo, storage, signer, repeatDefectDays);
  const random = createRandom(8);
  const upload = async (bytes: Buffer, driverId: number, name: string) => {
    const file = await storage.saveBuffer(bytes);
    const [row] = await db
      .insert(media)
      .values({
        path: file.path,
        mimeType: file.mimeType,
        size: file.size,
        originalName: name,
        uploadedByDriver: driverId,
      })
      .returning({ id: media.id });
    if (!row) throw new Error('demo media not created');
    return row.id;
  };

  // Reports in time order over the whole fleet, so repeat defects are flagged as they would have been.
  const plan: { driverId: number; vehicleId: number; at: number }[] = [];
  for (const member of crew) {
    if (member.vehicleId === null) continue;
    for (let day = WEEKS * 7; day >= 1; day -= 3 + random.int(3)) {
      const at = now.getTime() - day * DAY_MS + (6 + random.int(4)) * 3_600_000 - 12 * 3_600_000;
      plan.push({ driverId: member.id, vehicleId: member.vehicleId, at });
    }
  }
  plan.sort((a, b) => a.at - b.at);

  let created = 0;
  for (const [index, item] of plan.entries()) {
    const faults = random.next() < 0.25 ? 1 + random.int(2) : 0;
    const damaged = new Map<string, Severity>();
    while (damaged.size < faults) {
      const roll = random.next();
      damaged.set(random.pick(WEAR), roll < 0.08 ? 'critical' : roll < 0.35 ? 'major' : 'minor');
    }
    const ageDays = (now.getTime() - item.at) / DAY_MS;
    const parts = await Promise.all(
      INSPECTION_ITEMS.map(async (part) => {
        const severity = damaged.get(part);
        if (!severity)
          return {
            part,
            check_status: 'checked' as const,
            condition: 'ok' as const,
            severity: null,
            notes: null,
            images: [],
          };
        return {
          part,
          check_status: 'checked' as const,
          condition: 'damage' as const,
          severity,
          notes: NOTES[part] ?? null,
          images:
            random.next() < 0.6
              ? [await upload(photo(60 + random.int(120)), item.driverId, `${part}.png`)]
              : [],
        };
      }),
    );
    const startedAt = new Date(item.at);
    const submittedAt = new Date(item.at + (4 + random.int(9)) * 60_000 + random.int(60) * 1000);
    const type: ExaminationType = index % 11 === 0 ? 'periodic' : index % 3 === 0 ? 'pre_trip' : 'daily';
    const { id } = await service.submit(
      {
        vehicle_id: item.vehicleId,
        driverId: item.driverId,
        type,
        address: random.pick(ADDRESSES),
        lat: 24.6 + random.next() * 0.2,
        lon: 46.6 + random.next() * 0.2,
        started_at: startedAt.toISOString(),
        submitted_at: submittedAt.toISOString(),
        images: [],
        signature: await upload(signature(index), item.driverId, 'signature.png'),
        signature_statement: SIGNATURE_STATEMENT.ar,
        notes: faults > 0 && random.next() < 0.5 ? 'تم إبلاغ المشرف' : null,
        parts,
      },
      { driverId: item.driverId },
      'ar',
      submittedAt,
    );
    created += 1;
    if (faults === 0) continue;

    const stored = await repo.partsOf([id]);
    const open = stored.filter(({ part }) => part.condition === 'damage');
    const fixable =
      ageDays > 4 ? open.filter(() => random.next() < 0.85) : open.filter(() => random.next() < 0.2);
    if (fixable.length > 0) {
      const fixedAt = new Date(
        Math.max(
          submittedAt.getTime() + 60_000,
          Math.min(now.getTime() - 3_600_000, submittedAt.getTime() + ((1 + random.int(3)) * DAY_MS) / 2),
        ),
      );
      await service.fix(
        id,
        {
          part_ids: fixable.map(({ part }) => part.id),
          fix_notes: 'تم الإصلاح والتجربة',
          fixed_by: random.pick(WORKSHOPS),
          images: [],
        },
        admin.id,
        'ar',
        fixedAt,
      );
      if (ageDays > 6 && random.next() < 0.7) {
        await service.answerFixes(
          id,
          { id: item.driverId, vehicleId: item.vehicleId },
          { part_ids: fixable.map(({ part }) => part.id), reopen_part_ids: [], notes: null },
          'ar',
          new Date(fixedAt.getTime() + DAY_MS),
        );
      }
    }
  }
  return created;
}
