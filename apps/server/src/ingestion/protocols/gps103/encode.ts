/** The device side of GPS103 (docs/protocols/gps103.md): messages as a Coban TK103-style tracker sends them. */

export interface Gps103Fix {
  imei: string;
  /** `tracker` for a periodic report; an alarm keyword (`help me`, `ac alarm`, ...) otherwise. */
  keyword?: string;
  time: Date;
  /** The device's clock offset from UTC, for its local date field. */
  utcOffsetMinutes?: number;
  lat: number;
  lon: number;
  /** Knots, as the device sends them. */
  speedKnots?: number;
  course?: number;
  valid?: boolean;
  ignition?: boolean;
}

const pad = (value: number, width: number) => String(Math.trunc(value)).padStart(width, '0');

function degreesMinutes(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  return pad(degrees, degreeDigits) + ((abs - degrees) * 60).toFixed(4).padStart(7, '0');
}

/** `##,imei:<imei>,A;`: sent once the connection is up; answered `LOAD`. */
export function gps103Login(imei: string): Buffer {
  return Buffer.from(`##,imei:${imei},A;`, 'latin1');
}

/** `<imei>;`: the heartbeat; answered `ON`. */
export function gps103Heartbeat(imei: string): Buffer {
  return Buffer.from(`${imei};`, 'latin1');
}

/** A full-GPS (`F`) report: local date and time, UTC time of day, fix, speed, course, then altitude and ACC. */
export function gps103Location(fix: Gps103Fix): Buffer {
  const local = new Date(fix.time.getTime() + (fix.utcOffsetMinutes ?? 0) * 60_000);
  const localText =
    pad(local.getUTCFullYear() % 100, 2) +
    pad(local.getUTCMonth() + 1, 2) +
    pad(local.getUTCDate(), 2) +
    pad(local.getUTCHours(), 2) +
    pad(local.getUTCMinutes(), 2) +
    pad(local.getUTCSeconds(), 2);
  const utc =
    pad(fix.time.getUTCHours(), 2) +
    pad(fix.time.getUTCMinutes(), 2) +
    pad(fix.time.getUTCSeconds(), 2) +
    '.000';
  const fields = [
    `imei:${fix.imei}`,
    fix.keyword ?? 'tracker',
    localText,
    '',
    'F',
    utc,
    fix.valid === false ? 'V' : 'A',
    degreesMinutes(fix.lat, 2),
    fix.lat < 0 ? 'S' : 'N',
    degreesMinutes(fix.lon, 3),
    fix.lon < 0 ? 'W' : 'E',
    (fix.speedKnots ?? 0).toFixed(2),
    (fix.course ?? 0).toFixed(2),
    '',
    fix.ignition === undefined ? '' : fix.ignition ? '1' : '0',
    '',
  ];
  return Buffer.from(`${fields.join(',')};`, 'latin1');
}
