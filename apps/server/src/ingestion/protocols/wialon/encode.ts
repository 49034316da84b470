import { crc16Ibm } from '../../crc';

/**
 * Wialon IPS packets as a device sends them (tests and the simulator). `version` 2 appends the CRC-16/ARC of the
 * message, as four upper-case hex digits.
 */
export type WialonVersion = 1 | 2;

export interface WialonFix {
  time: Date;
  lat: number;
  lon: number;
  /** km/h */
  speed?: number;
  course?: number;
  altitude?: number;
  satellites?: number;
}

export interface WialonExtras {
  hdop?: number;
  inputs?: number;
  outputs?: number;
  adc?: number[];
  ibutton?: string;
  /** name → [type, value]: 1 integer, 2 double, 3 string */
  params?: Record<string, [1 | 2 | 3, string | number]>;
}

export function wialonCrc(message: string): string {
  return crc16Ibm(Buffer.from(message, 'utf8')).toString(16).toUpperCase().padStart(4, '0');
}

function packet(type: string, message: string, version: WialonVersion, separator = ';'): Buffer {
  const text = version === 2 ? `${message}${separator}${wialonCrc(message + separator)}` : message;
  return Buffer.from(`#${type}#${text}\r\n`, 'utf8');
}

const two = (n: number) => String(n).padStart(2, '0');

function ddmm(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = (abs - degrees) * 60;
  return `${String(degrees).padStart(degreeDigits, '0')}${minutes.toFixed(4).padStart(7, '0')}`;
}

/** date;time;lat1;lat2;lon1;lon2;speed;course;height;sats */
export function wialonShortFields(fix: WialonFix): string {
  const t = fix.time;
  const date = `${two(t.getUTCDate())}${two(t.getUTCMonth() + 1)}${two(t.getUTCFullYear() % 100)}`;
  const time = `${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
  const opt = (v: number | undefined) => (v === undefined ? 'NA' : String(v));
  return [
    date,
    time,
    ddmm(fix.lat, 2),
    fix.lat < 0 ? 'S' : 'N',
    ddmm(fix.lon, 3),
    fix.lon < 0 ? 'W' : 'E',
    opt(fix.speed),
    opt(fix.course),
    opt(fix.altitude),
    opt(fix.satellites),
  ].join(';');
}

/** The short fields, then hdop;inputs;outputs;adc;ibutton;params */
export function wialonExtendedFields(fix: WialonFix, extras: WialonExtras = {}): string {
  const opt = (v: number | string | undefined) => (v === undefined ? 'NA' : String(v));
  const params = Object.entries(extras.params ?? {})
    .map(([name, [type, value]]) => `${name}:${type}:${value}`)
    .join(',');
  return [
    wialonShortFields(fix),
    opt(extras.hdop),
    opt(extras.inputs),
    opt(extras.outputs),
    extras.adc ? extras.adc.join(',') : '',
    opt(extras.ibutton),
    params === '' ? 'NA' : params,
  ].join(';');
}

export function wialonLogin(imei: string, version: WialonVersion, password = 'NA'): Buffer {
  return version === 2 ? packet('L', `2.0;${imei};${password}`, 2) : packet('L', `${imei};${password}`, 1);
}

export function wialonShortData(fix: WialonFix, version: WialonVersion): Buffer {
  return packet('SD', wialonShortFields(fix), version);
}

export function wialonData(fix: WialonFix, version: WialonVersion, extras?: WialonExtras): Buffer {
  return packet('D', wialonExtendedFields(fix, extras), version);
}

/** A black box packet of short or extended messages (each built by the `…Fields` functions). */
export function wialonBlackBox(messages: string[], version: WialonVersion): Buffer {
  return packet('B', messages.join('|'), version, '|');
}

export function wialonPing(): Buffer {
  return Buffer.from('#P#\r\n', 'latin1');
}
