/**
 * The device side of Queclink @Track ASCII: the reports a GV300-class tracker sends, for the simulator and the
 * tests. Field order follows the GV300 @Track protocol document.
 */

export interface QueclinkFix {
  time: Date;
  lat: number;
  lon: number;
  /** km/h. */
  speed?: number;
  course?: number;
  altitude?: number;
  /** 0 means "no fix" (the device repeats its last known position). */
  hdop?: number;
  cell?: { mcc: number; mnc: number; lac: number; cid: number };
}

export interface QueclinkFrameOptions {
  imei: string;
  /** Protocol version: two hex digits of the model, then the major and minor version. */
  version?: string;
  deviceName?: string;
  sendTime: Date;
  count: number;
  /** `+BUFF:` (replayed from the device's buffer) instead of `+RESP:`. */
  buffered?: boolean;
}

export function queclinkTime(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function countHex(count: number): string {
  return (count & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

function block(fix: QueclinkFix | null): string[] {
  if (fix === null) return ['', '', '', '', '', '', '', '', '', '', '', '00'];
  const cell = fix.cell;
  return [
    String(fix.hdop ?? 1),
    (fix.speed ?? 0).toFixed(1),
    String(Math.round(fix.course ?? 0)),
    (fix.altitude ?? 0).toFixed(1),
    fix.lon.toFixed(6),
    fix.lat.toFixed(6),
    queclinkTime(fix.time),
    cell ? String(cell.mcc).padStart(4, '0') : '',
    cell ? String(cell.mnc).padStart(4, '0') : '',
    cell ? cell.lac.toString(16).toUpperCase().padStart(4, '0') : '',
    cell ? cell.cid.toString(16).toUpperCase().padStart(4, '0') : '',
    '00',
  ];
}

function frame(kind: string, type: string, options: QueclinkFrameOptions, body: string[]): Buffer {
  const fields = [
    `+${kind}:GT${type}`,
    options.version ?? '270902',
    options.imei,
    options.deviceName ?? '',
    ...body,
    queclinkTime(options.sendTime),
    countHex(options.count),
  ];
  return Buffer.from(`${fields.join(',')}$`, 'ascii');
}

export interface QueclinkFriOptions extends QueclinkFrameOptions {
  fixes: QueclinkFix[];
  /** External power, volts. */
  power?: number;
  odometerKm?: number;
  /** Engine hours, seconds. */
  hours?: number;
  batteryLevel?: number;
  ignition?: boolean;
  moving?: boolean;
}

function hourMeter(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `${String(h).padStart(5, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `+RESP:GTFRI` (or `+BUFF:GTFRI`): the periodic report with one to fifteen fixes. */
export function queclinkFri(options: QueclinkFriOptions): Buffer {
  const status =
    options.ignition === undefined ? '' : `${options.ignition ? 2 : 1}${options.moving ? 2 : 1}0000`;
  return frame(options.buffered ? 'BUFF' : 'RESP', 'FRI', options, [
    options.power === undefined ? '' : String(Math.round(options.power * 1000)),
    '10',
    String(options.fixes.length),
    ...options.fixes.flatMap((fix) => block(fix)),
    options.odometerKm === undefined ? '' : options.odometerKm.toFixed(1),
    options.hours === undefined ? '' : hourMeter(options.hours),
    '',
    '',
    options.batteryLevel === undefined ? '' : String(options.batteryLevel),
    status,
    '',
    '',
    '',
  ]);
}

export interface QueclinkEventOptions extends QueclinkFrameOptions {
  /** SOS, EPF, BPL, TOW, JDR, CRA, HBM, SPD, ... */
  type: string;
  /** The report type field (HBM: 0 braking, 1 acceleration, 2 turning). */
  reportType?: string;
  fix: QueclinkFix | null;
  odometerKm?: number;
}

/** An event report with one location block: `+RESP:GT<type>,...,<report id>,<report type>,1,<block>,<mileage>,...`. */
export function queclinkEvent(options: QueclinkEventOptions): Buffer {
  return frame(options.buffered ? 'BUFF' : 'RESP', options.type, options, [
    '',
    options.reportType ?? '0',
    '1',
    ...block(options.fix),
    options.odometerKm === undefined ? '' : options.odometerKm.toFixed(1),
  ]);
}

/** `+RESP:GTIGN` / `GTIGF`: ignition on or off, with the duration of the previous state and the hour meter. */
export function queclinkIgnition(
  options: QueclinkFrameOptions & {
    on: boolean;
    fix: QueclinkFix | null;
    hours?: number;
    odometerKm?: number;
  },
): Buffer {
  return frame(options.buffered ? 'BUFF' : 'RESP', options.on ? 'IGN' : 'IGF', options, [
    '120',
    ...block(options.fix),
    options.hours === undefined ? '' : hourMeter(options.hours),
    options.odometerKm === undefined ? '' : options.odometerKm.toFixed(1),
  ]);
}

/** `+ACK:GTHBD`: the heartbeat, answered with `+SACK:GTHBD`. */
export function queclinkHeartbeat(options: QueclinkFrameOptions): Buffer {
  return frame('ACK', 'HBD', options, []);
}
