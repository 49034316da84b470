import { count, sql } from 'drizzle-orm';
import { SAUDI_ISO } from '@fleet/shared/countries';
import { encodePng } from '../lib/png';
import type { MediaStorage } from '../modules/media';
import { addDays, todayIn } from '../lib/dates';
import type { Database } from '../db/client';
import { drivers, media, vehicles } from '../db/schema';

const DEMO_DRIVERS_LOCK = 7_246_003;

const PEOPLE: { name: string; nationality: string }[] = [
  { name: 'عبدالله الحربي', nationality: 'sa' },
  { name: 'محمد القحطاني', nationality: 'sa' },
  { name: 'فهد الشمري', nationality: 'sa' },
  { name: 'سعد العتيبي', nationality: 'sa' },
  { name: 'خالد الزهراني', nationality: 'sa' },
  { name: 'أحمد عبدالفتاح', nationality: 'eg' },
  { name: 'محمود السيد', nationality: 'eg' },
  { name: 'Muhammad Asif', nationality: 'pk' },
  { name: 'Imran Khan Niazi', nationality: 'pk' },
  { name: 'Rajesh Kumar', nationality: 'in' },
  { name: 'Suresh Nair', nationality: 'in' },
  { name: 'Abdul Karim', nationality: 'bd' },
  { name: 'Jose Santos', nationality: 'ph' },
  { name: 'ياسر الحداد', nationality: 'ye' },
  { name: 'عمر النابلسي', nationality: 'jo' },
  { name: 'ماجد الدوسري', nationality: 'sa' },
  { name: 'Ramesh Thapa', nationality: 'np' },
  { name: 'نايف المطيري', nationality: 'sa' },
  { name: 'Bilal Ahmed', nationality: 'pk' },
  { name: 'سامي الغامدي', nationality: 'sa' },
];

/** Licence expiry offsets in days: mostly valid, a few expiring within 30 days, two expired. */
const expiryOffset = (index: number) =>
  index % 9 === 4 ? -12 - index : index % 6 === 2 ? 7 + index : 200 + index * 41;

function fill(rgb: Uint8Array, width: number, test: (x: number, y: number) => boolean, color: number[]) {
  for (let i = 0; i < rgb.length / 3; i++) {
    if (test(i % width, Math.floor(i / width))) rgb.set(color, i * 3);
  }
}

/** A plain avatar: head and shoulders on a tinted background. */
function avatar(hue: number): Buffer {
  const size = 96;
  const rgb = new Uint8Array(size * size * 3);
  fill(rgb, size, () => true, [200 - hue, 215, 225 + (hue % 30)]);
  fill(rgb, size, (x, y) => (x - 48) ** 2 + (y - 38) ** 2 < 18 ** 2, [90, 100, 115]);
  fill(rgb, size, (x, y) => y > 62 && (x - 48) ** 2 / 34 ** 2 + (y - 96) ** 2 / 34 ** 2 < 1, [90, 100, 115]);
  return encodePng(size, size, rgb);
}

/** A card-shaped identity document placeholder: coloured header, photo box, text lines. */
function documentCard(header: number[]): Buffer {
  const width = 160;
  const height = 100;
  const rgb = new Uint8Array(width * height * 3);
  fill(rgb, width, () => true, [245, 245, 240]);
  fill(rgb, width, (_x, y) => y < 18, header);
  fill(rgb, width, (x, y) => x > 12 && x < 52 && y > 28 && y < 82, [180, 185, 195]);
  fill(
    rgb,
    width,
    (x, y) => x > 64 && x < 148 && [34, 48, 62, 76].some((line) => y >= line && y < line + 4),
    [120, 125, 135],
  );
  return encodePng(width, height, rgb);
}

/**
 * Seeds a driver for most demo vehicles (the last five stay free), once: nothing happens when any
 * driver exists or no vehicle does. Saudis get a national id (1…), others an iqama (2…).
 */
export async function seedDemoDrivers(db: Database, storage: MediaStorage, timeZone = 'Asia/Riyadh') {
  const today = todayIn(timeZone);
  const stored: string[] = [];
  const save = async (tx: Database, bytes: Buffer, name: string, isPrivate: boolean) => {
    const file = await storage.saveBuffer(bytes);
    stored.push(file.path);
    const [row] = await tx
      .insert(media)
      .values({
        path: file.path,
        mimeType: file.mimeType,
        size: file.size,
        originalName: name,
        private: isPrivate,
      })
      .returning({ id: media.id });
    if (!row) throw new Error('demo media not created');
    return row.id;
  };
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_DRIVERS_LOCK})`);
      const [existing] = await tx.select({ total: count() }).from(drivers);
      if ((existing?.total ?? 0) > 0) return 0;
      const fleet = await tx.select({ id: vehicles.id }).from(vehicles).orderBy(vehicles.id);
      const assigned = fleet.slice(0, Math.min(PEOPLE.length, Math.max(0, fleet.length - 5)));
      for (const [index, vehicle] of assigned.entries()) {
        const person = PEOPLE[index]!;
        const serial = String(100_000_000 + index * 7_919_333).slice(-9);
        const identityNumber = `${person.nationality === SAUDI_ISO ? 1 : 2}${serial}`;
        await tx.insert(drivers).values({
          name: person.name,
          identityNumber,
          countryCode: '+966',
          phone: `+9665${String(10_000_000 + index * 3_141_59).slice(-8)}`,
          nationality: person.nationality,
          address:
            index % 3 === 0 ? null : `الرياض، حي ${['النسيم', 'الملز', 'العليا', 'الروضة'][index % 4]}`,
          licenceNumber: identityNumber,
          licenceExpiryDate: addDays(today, expiryOffset(index)),
          imageId: await save(tx, avatar(index * 9), `driver-${index + 1}.png`, false),
          nationalIdImageId: await save(tx, documentCard([0, 108, 53]), `national-id-${index + 1}.png`, true),
          licenceImageId: await save(tx, documentCard([30, 80, 160]), `licence-${index + 1}.png`, true),
          vehicleId: vehicle.id,
        });
      }
      return assigned.length;
    });
  } catch (error) {
    await storage.remove(stored);
    throw error;
  }
}
