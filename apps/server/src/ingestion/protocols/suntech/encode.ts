/**
 * The device side of Suntech text reports, for the simulator and the tests: legacy ST300-family reports
 * (`ST300STT`, `ST300EMG`, `ST300ALT`, `ST300ALV`) and universal-format ones (`STT`, `ALT`, `ALV`).
 */

export interface SuntechFix {
  time: Date;
  lat: number;
  lon: number;
  /** km/h. */
  speed?: number;
  course?: number;
  satellites?: number;
  fixed?: boolean;
}

export interface SuntechIo {
  ignition?: boolean;
  inputs?: [boolean, boolean, boolean];
  outputs?: [boolean, boolean];
}

function date(time: Date): string {
  return time.toISOString().slice(0, 10).replace(/-/g, '');
}

function clock(time: Date): string {
  return time.toISOString().slice(11, 19);
}

function signed(value: number, integerDigits: number): string {
  const sign = value < 0 ? '-' : '+';
  return (
    sign +
    Math.abs(value)
      .toFixed(6)
      .padStart(integerDigits + 7, '0')
  );
}

function fixFields(fix: SuntechFix): string[] {
  return [
    signed(fix.lat, 2),
    signed(fix.lon, 3),
    (fix.speed ?? 0).toFixed(3).padStart(7, '0'),
    (fix.course ?? 0).toFixed(2).padStart(6, '0'),
    String(fix.satellites ?? 9),
    fix.fixed === false ? '0' : '1',
  ];
}

function legacyIo(io: SuntechIo): string {
  const bit = (on: boolean | undefined) => (on ? '1' : '0');
  const inputs = io.inputs ?? [false, false, false];
  const outputs = io.outputs ?? [false, false];
  return [io.ignition, ...inputs, ...outputs].map(bit).join('');
}

export interface SuntechLegacyOptions {
  /** `ST300`, `ST340`, ... (the model family that heads every report). */
  prefix?: string;
  deviceId: string;
  model?: string;
  version?: string;
  fix: SuntechFix;
  /** Cell id (hex). */
  cell?: string;
  /** Metres travelled, as the device counts them. */
  odometer?: number;
  /** Main power, volts. */
  power?: number;
  io?: SuntechIo;
  /** With the device's HBM option on: hour meter in minutes, backup battery volts, real-time (1) or buffered (0). */
  hbm?: { minutes: number; backupVolts: number; buffered?: boolean };
}

function legacy(type: string, options: SuntechLegacyOptions, typeFields: string[]): Buffer {
  const fields = [
    `${options.prefix ?? 'ST300'}${type}`,
    options.deviceId,
    options.model ?? '40',
    options.version ?? '313',
    date(options.fix.time),
    clock(options.fix.time),
    options.cell ?? 'c99e48',
    ...fixFields(options.fix),
    String(Math.round(options.odometer ?? 0)),
    (options.power ?? 12).toFixed(2),
    legacyIo(options.io ?? {}),
    ...typeFields,
  ];
  if (options.hbm) {
    fields.push(
      String(options.hbm.minutes).padStart(6, '0'),
      options.hbm.backupVolts.toFixed(1),
      options.hbm.buffered ? '0' : '1',
    );
  }
  return Buffer.from(`${fields.join(';')}\r`, 'ascii');
}

/** `ST300STT`: the periodic status report (mode, message number). */
export function suntechLegacyStatus(options: SuntechLegacyOptions & { messageNumber?: number }): Buffer {
  return legacy('STT', options, ['2', String(options.messageNumber ?? 1).padStart(4, '0')]);
}

/** `ST300EMG`: an emergency (1 panic button, 3 main power removed, ...), repeated until `AckEmerg`. */
export function suntechLegacyEmergency(options: SuntechLegacyOptions & { emergency: number }): Buffer {
  return legacy('EMG', options, [String(options.emergency)]);
}

/** `ST300ALT`: an alert (41 power cut, 46 harsh acceleration, ...). */
export function suntechLegacyAlert(options: SuntechLegacyOptions & { alert: number }): Buffer {
  return legacy('ALT', options, [String(options.alert)]);
}

/** The keep-alive: `ST300ALV;<id>` (legacy) or `ALV;<id>` (universal). */
export function suntechKeepAlive(deviceId: string, prefix: string | null = 'ST300'): Buffer {
  return Buffer.from(`${prefix ?? ''}ALV;${deviceId}\r`, 'ascii');
}

export interface SuntechUniversalOptions {
  type: 'STT' | 'ALT';
  deviceId: string;
  fix: SuntechFix;
  ignition?: boolean;
  /** STT: the message number; ALT: the alert id. */
  code: number;
  power?: number;
  backupVolts?: number;
  buffered?: boolean;
}

/**
 * A universal report with every field of report map `BFFFFF` (bits 0–21 and the assign map), the assign map
 * carrying the backup and main voltages.
 */
export function suntechUniversal(options: SuntechUniversalOptions): Buffer {
  const { fix } = options;
  const typeFields =
    options.type === 'STT' ? ['2', '1', String(options.code)] : [String(options.code), '', ''];
  const fields = [
    options.type,
    options.deviceId,
    'BFFFFF',
    '56',
    '1.0.15',
    options.buffered ? '0' : '1',
    date(fix.time),
    clock(fix.time),
    '00008D6C',
    '420',
    '1',
    '0925',
    '24',
    signed(fix.lat, 2),
    signed(fix.lon, 3),
    (fix.speed ?? 0).toFixed(2),
    (fix.course ?? 0).toFixed(2),
    String(fix.satellites ?? 9),
    fix.fixed === false ? '0' : '1',
    options.ignition ? '00000001' : '00000000',
    '00000000',
    ...typeFields,
    '00000003',
    (options.backupVolts ?? 4.1).toFixed(1),
    (options.power ?? 12.5).toFixed(2),
  ];
  return Buffer.from(`${fields.join(';')}\r`, 'ascii');
}
