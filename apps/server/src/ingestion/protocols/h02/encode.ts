/** The device side of H02 (docs/protocols/h02.md): frames as a Sinotrack-style tracker sends them. */

/** Vehicle status with nothing active (negative logic), ACC on. */
export const H02_STATUS_IDLE = 0xffffffff;
/** ACC off (bit 10 clear): what parked trackers send most. */
export const H02_STATUS_ACC_OFF = 0xfffffbff;
/** SOS (bit 1 clear). */
export const H02_STATUS_SOS = 0xfffffffd;
/** Main power cut (bit 19 clear). */
export const H02_STATUS_POWER_CUT = 0xfff7ffff;

export interface H02Fix {
  id: string;
  time: Date;
  lat: number;
  lon: number;
  /** Knots, as H02 sends them. */
  speedKnots?: number;
  course?: number;
  valid?: boolean;
  status?: number;
}

const pad = (value: number, width: number) => String(Math.trunc(value)).padStart(width, '0');

/** `DDMM.MMMM` / `DDDMM.MMMM` of an absolute value. */
function degreesMinutes(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = ((abs - degrees) * 60).toFixed(4).padStart(7, '0');
  return pad(degrees, degreeDigits) + minutes;
}

function hhmmss(date: Date): string {
  return pad(date.getUTCHours(), 2) + pad(date.getUTCMinutes(), 2) + pad(date.getUTCSeconds(), 2);
}

function ddmmyy(date: Date): string {
  return pad(date.getUTCDate(), 2) + pad(date.getUTCMonth() + 1, 2) + pad(date.getUTCFullYear() % 100, 2);
}

const statusHex = (status: number) => (status >>> 0).toString(16).toUpperCase().padStart(8, '0');

/** `*HQ,<id>,V1,...#` (`type` V1 by default), the common text location. */
export function h02TextLocation(fix: H02Fix, type = 'V1'): Buffer {
  const fields = [
    'HQ',
    fix.id,
    type,
    hhmmss(fix.time),
    fix.valid === false ? 'V' : 'A',
    degreesMinutes(fix.lat, 2),
    fix.lat < 0 ? 'S' : 'N',
    degreesMinutes(fix.lon, 3),
    fix.lon < 0 ? 'W' : 'E',
    (fix.speedKnots ?? 0).toFixed(2),
    pad(fix.course ?? 0, 3),
    ddmmyy(fix.time),
    statusHex(fix.status ?? H02_STATUS_IDLE),
  ];
  return Buffer.from(`*${fields.join(',')}#`, 'latin1');
}

/** The heartbeat `*HQ,<id>,HTBT,<battery %>#`. */
export function h02Heartbeat(id: string, batteryPercent = 100): Buffer {
  return Buffer.from(`*HQ,${id},HTBT,${batteryPercent}#`, 'latin1');
}

const bcdBytes = (digits: string) => Buffer.from(digits, 'hex');

/** The 32-byte binary location (`$`, 10-digit id); `battery` is the raw battery byte. */
export function h02BinaryLocation(fix: H02Fix, battery = 6): Buffer {
  if (!/^\d{10}$/.test(fix.id)) throw new Error('binary H02 frames carry a 10-digit id');
  const flags = (fix.valid === false ? 0 : 0x02) | (fix.lat >= 0 ? 0x04 : 0) | (fix.lon >= 0 ? 0x08 : 0);
  const lat = degreesMinutes(fix.lat, 2).replace('.', '');
  const lon = degreesMinutes(fix.lon, 3).replace('.', '');
  const status = Buffer.alloc(4);
  status.writeUInt32BE((fix.status ?? H02_STATUS_IDLE) >>> 0);
  return Buffer.concat([
    Buffer.from('$', 'latin1'),
    bcdBytes(fix.id),
    bcdBytes(hhmmss(fix.time) + ddmmyy(fix.time) + lat),
    Buffer.from([battery]),
    bcdBytes(lon + flags.toString(16)),
    bcdBytes(pad(fix.speedKnots ?? 0, 3) + pad(fix.course ?? 0, 3)),
    status,
    Buffer.from([0xff, 0x00, 0x00]),
  ]);
}
