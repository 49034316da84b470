import { count, sql } from 'drizzle-orm';
import type { DeviceProtocolName } from '@fleet/shared/device-protocols';
import type { FUEL_TYPES, VEHICLE_CATEGORIES } from '@fleet/shared/schemas/vehicles';
import type { MediaStorage } from '../modules/media';
import { addDays, todayIn } from '../lib/dates';
import type { Database } from '../db/client';
import { drawVehiclePicture, type Silhouette } from './vehicle-picture';
import { media, vehicleImages, vehicles, vehicleStatusChanges } from '../db/schema';

const DEMO_FLEET_LOCK = 7_246_002;

interface DemoModel {
  make: string;
  model: string;
  category: (typeof VEHICLE_CATEGORIES)[number];
  fuel: (typeof FUEL_TYPES)[number];
  capacity: number;
  shape: Silhouette;
  /** World manufacturer identifier (first three VIN characters). */
  wmi: string;
}

const MODELS: DemoModel[] = [
  {
    make: 'Toyota',
    model: 'Hilux',
    category: 'pickup',
    fuel: 'diesel',
    capacity: 5,
    shape: 'pickup',
    wmi: 'MR0',
  },
  {
    make: 'Toyota',
    model: 'Land Cruiser',
    category: 'car',
    fuel: 'petrol',
    capacity: 7,
    shape: 'car',
    wmi: 'JTM',
  },
  { make: 'Toyota', model: 'Camry', category: 'car', fuel: 'hybrid', capacity: 5, shape: 'car', wmi: 'JTN' },
  {
    make: 'Toyota',
    model: 'Coaster',
    category: 'bus',
    fuel: 'diesel',
    capacity: 30,
    shape: 'bus',
    wmi: 'JTG',
  },
  { make: 'Hyundai', model: 'H1', category: 'van', fuel: 'diesel', capacity: 12, shape: 'van', wmi: 'KMJ' },
  {
    make: 'Hyundai',
    model: 'County',
    category: 'minibus',
    fuel: 'diesel',
    capacity: 25,
    shape: 'bus',
    wmi: 'KMJ',
  },
  { make: 'Isuzu', model: 'NPR', category: 'truck', fuel: 'diesel', capacity: 3, shape: 'truck', wmi: 'JAL' },
  { make: 'Ford', model: 'Transit', category: 'van', fuel: 'diesel', capacity: 14, shape: 'van', wmi: 'WF0' },
  { make: 'Nissan', model: 'Urvan', category: 'van', fuel: 'petrol', capacity: 14, shape: 'van', wmi: 'JN1' },
  { make: 'Nissan', model: 'Patrol', category: 'car', fuel: 'petrol', capacity: 7, shape: 'car', wmi: 'JN8' },
];
const COLORS = ['White', 'Silver', 'White', 'Grey', 'Beige', 'White', 'Blue', 'Black', 'Red', 'Green'];
/** Letters used on Saudi plates. */
const PLATE_LETTERS = ['ا', 'ب', 'ح', 'د', 'ر', 'س', 'ص', 'ط', 'ع', 'ق', 'ك', 'ل', 'م', 'ن', 'ه', 'و', 'ى'];

export const DEMO_FLEET_SIZE = 25;

/** Luhn check digit, as IMEIs carry. */
function luhnDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let value = Number(char);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  });
  return (10 - (sum % 10)) % 10;
}

/** A demo vehicle's tracker: the id it reports with and the protocol it speaks (the simulator drives it so). */
export interface DemoTracker {
  deviceId: string;
  protocol: DeviceProtocolName;
}

const imei = (body: string) => `${body}${luhnDigit(body)}`;
/** Teltonika-style IMEIs (TAC 35630704), vehicles 1–13 and 20–22. */
const teltonikaImei = (i: number) => imei(`35630704${String(2441 + i * 37).padStart(6, '0')}`);
const ROUND_ROBIN: DeviceProtocolName[] = ['osmand', 'teltonika', 'gt06'];
/**
 * Vehicles 14–19: trackers of the other families, with ids of their shape: a Sinotrack's 10-digit H02 id, a JT/T
 * 808 terminal's 12-digit phone number (a Saudi mobile, 9665…), a Queclink GV300's IMEI (TAC 86219302).
 */
const OTHER_FAMILIES: DemoTracker[] = [
  { deviceId: '4209517301', protocol: 'h02' },
  { deviceId: '966501742301', protocol: 'jt808' },
  { deviceId: imei('86219302174301'), protocol: 'queclink' },
  { deviceId: '4209517302', protocol: 'h02' },
  { deviceId: '966501742302', protocol: 'jt808' },
  { deviceId: imei('86219302174302'), protocol: 'queclink' },
];

/**
 * The demo vehicles' trackers, in fleet order (vehicles 1–22 have one; the last three none): OsmAnd, Teltonika
 * and GT06 in turn, then H02, JT/T 808 and Queclink for vehicles 14–19. The live-tracking simulator reports
 * positions with these ids, each over its protocol.
 */
export const DEMO_TRACKERS: readonly DemoTracker[] = Array.from(
  { length: 22 },
  (_, i) => OTHER_FAMILIES[i - 13] ?? { deviceId: teltonikaImei(i), protocol: ROUND_ROBIN[i % 3]! },
);

/** The demo trackers' ids, in fleet order. */
export const DEMO_DEVICE_IDS: readonly string[] = DEMO_TRACKERS.map((tracker) => tracker.deviceId);

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0,
  ]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A VIN with a valid ISO 3779 character set and the North American check digit in position 9. */
function demoVin(wmi: string, year: number, serial: number): string {
  const yearCode = VIN_YEARS[(year - 2010) % 30] ?? 'A';
  const draft = `${wmi}AB12C0${yearCode}K${String(100000 + serial * 7919).slice(-6)}`;
  const sum = [...draft].reduce((total, char, i) => {
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    return total + value * (VIN_WEIGHTS[i] ?? 0);
  }, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const pictureCache = new Map<string, Buffer>();
function picture(shape: Silhouette, color: string, variant: number): Buffer {
  const key = `${shape}:${color}:${variant}`;
  let png = pictureCache.get(key);
  if (!png) {
    png = drawVehiclePicture(shape, color, variant);
    pictureCache.set(key, png);
  }
  return png;
}

/** Registration end dates relative to today: a few expired, a few expiring, the rest valid. */
function formEndOffset(index: number): number {
  if (index % 9 === 2) return -20 - index; // expired
  if (index % 7 === 3) return 5 + index; // expiring within 30 days
  return 120 + index * 23;
}

/**
 * Seeds ~25 demo vehicles with 1–3 generated pictures each, once (nothing happens when any vehicle
 * exists). Returns the number of vehicles created.
 */
export async function seedDemoFleet(
  db: Database,
  storage: MediaStorage,
  timeZone = 'Asia/Riyadh',
): Promise<number> {
  const today = todayIn(timeZone);
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_FLEET_LOCK})`);
      const [existing] = await tx.select({ total: count() }).from(vehicles);
      if ((existing?.total ?? 0) > 0) return 0;

      for (let i = 0; i < DEMO_FLEET_SIZE; i++) {
        const model = MODELS[i % MODELS.length]!;
        const color = COLORS[(i * 3) % COLORS.length]!;
        const year = 2016 + ((i * 5) % 10);
        const letters = [0, 1, 2].map((k) => PLATE_LETTERS[(i * 5 + k * 7) % PLATE_LETTERS.length]).join(' ');
        const digits = String(1000 + ((i * 379) % 9000));
        const active = i % 8 !== 5;
        const end = addDays(today, formEndOffset(i));
        const blockedReason = active ? null : i % 2 ? 'صيانة دورية في الورشة' : 'Awaiting accident repair';
        const [vehicle] = await tx
          .insert(vehicles)
          .values({
            name: `${model.model} ${String(i + 1).padStart(2, '0')}`,
            model: `${model.make} ${model.model}`,
            tag: `FL-${String(101 + i)}`,
            manufactureYear: year,
            plateNumber: `${letters} ${digits}`,
            licencePlateNumber: String(7_000_000 + i * 1_379),
            vin: demoVin(model.wmi, year, i + 1),
            category: model.category,
            capacity: model.capacity,
            fuelType: model.fuel,
            meterReading: 12_000 + ((i * 17_389) % 240_000),
            color,
            formNumber: `F-${year}-${String(i + 1).padStart(4, '0')}`,
            formStartDate: addDays(end, -365 * 2),
            formEndDate: end,
            status: active,
            blockedReason,
            blockSource: active ? null : 'manual',
            deviceId: DEMO_DEVICE_IDS[i] ?? null,
          })
          .returning({ id: vehicles.id });
        if (!vehicle) throw new Error('demo vehicle not created');
        // A blocked vehicle's history says why, as if a user had blocked it.
        if (!active) {
          await tx
            .insert(vehicleStatusChanges)
            .values({ vehicleId: vehicle.id, status: false, reason: blockedReason, source: 'manual' });
        }

        const pictures = 1 + (i % 3);
        for (let position = 0; position < pictures; position++) {
          const file = await storage.saveBuffer(picture(model.shape, color, position));
          stored.push(file.path);
          const [row] = await tx
            .insert(media)
            .values({
              path: file.path,
              mimeType: file.mimeType,
              size: file.size,
              originalName: `vehicle-${i + 1}-${position + 1}.png`,
            })
            .returning({ id: media.id });
          if (!row) throw new Error('demo media not created');
          await tx.insert(vehicleImages).values({ vehicleId: vehicle.id, mediaId: row.id, position });
        }
      }
      return DEMO_FLEET_SIZE;
    });
  } catch (error) {
    await storage.remove(stored);
    throw error;
  }
}
