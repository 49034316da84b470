import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type CellTower, type Position } from '../../position';
import { FieldReader } from '../../field-reader';
import { utcFromFields } from '../../utc-time';
import type { ProtocolSession, SessionEvent } from '../contract';
import { delimitedFrameEnd } from '../framing';

/**
 * Queclink @Track ASCII (GV/GL/GB series): `+RESP:GTxxx,...$` live reports, `+BUFF:GTxxx,...$` the same reports
 * replayed from the device's buffer, `+ACK:GTxxx,...$` command acknowledgements and the `+ACK:GTHBD` heartbeat.
 * Every frame carries the IMEI as its third field and ends with the send time and a 4-hex-digit count number,
 * which the server echoes in its `+SACK` acknowledgement.
 */

/** The longest report seen in the documents is a few hundred bytes; several sensors stay well under this. */
export const QUECLINK_MAX_FRAME = 4096;

const PREFIXES = ['+RESP:', '+BUFF:', '+ACK:'].map((p) => Buffer.from(p, 'ascii'));
/**
 * Headers of the binary form of @Track, which this server does not read: such a frame is skipped whole by its
 * length field (its offset depends on the header) and reported, so the device can be set to ASCII.
 */
const BINARY_LENGTH_AT: Record<string, { at: number; size: 1 | 2 }> = {
  '+RSP': { at: 9, size: 2 },
  '+BSP': { at: 9, size: 2 },
  '+EVT': { at: 9, size: 2 },
  '+BVT': { at: 9, size: 2 },
  '+INF': { at: 7, size: 2 },
  '+BNF': { at: 7, size: 2 },
  '+HBD': { at: 5, size: 1 },
  '+CRD': { at: 6, size: 2 },
  '+BRD': { at: 6, size: 2 },
  '+LGN': { at: 6, size: 2 },
  '+ACK': { at: 6, size: 1 },
};
const BINARY_HEADERS = Object.keys(BINARY_LENGTH_AT).map((h) => Buffer.from(h, 'ascii'));
const BINARY_MIN = 11;
const PLUS = 0x2b;
const DOLLAR = 0x24;
const NUL = 0x00;

// Field shapes, checked on the frame's bytes (a dozen per record).
/** `^-?\d{1,3}\.\d{1,7}$` */
const isLongitude = (f: FieldReader, i: number) => f.isDecimal(i, '-', true, 1, 3, 7);
/** `^-?\d{1,2}\.\d{1,7}$` */
const isLatitude = (f: FieldReader, i: number) => f.isDecimal(i, '-', true, 1, 2, 7);
/** `^\d{14}$` */
const isTimestamp = (f: FieldReader, i: number) => f.isDigits(i, 14, 14);
/** `^\d{1,7}\.\d$` */
const isOdometerKm = (f: FieldReader, i: number) => f.isDecimal(i, '', true, 1, 7, 1);
const HOUR_METER = /^(\d{1,6}):(\d{2}):(\d{2})$/;
/** `^(\d{15}|[0-9A-Fa-f]{14})$` */
const isImei = (f: FieldReader, i: number) => f.isDigits(i, 15, 15) || f.isHex(i, 14, 14);
/** The count number, and a command serial in an `+ACK`: four hex digits. */
const isFourHex = (f: FieldReader, i: number) => f.isHex(i, 4, 4);
const COMMA = 0x2c;
const SACK_HEAD = Buffer.from('+SACK:', 'latin1');
/** Device status first bytes (motion states) that tell the status field from other 6-hex-digit values. */
const MOTION_STATES = new Set([0x11, 0x12, 0x16, 0x1a, 0x21, 0x22, 0x41, 0x42]);

/** Report types whose fifth field is the external power in millivolts (the FRI family). */
const POWER_IN_FIELD_4 = new Set(['FRI', 'RTL', 'GEO', 'DOG', 'STR', 'CTN', 'PNL', 'NMR', 'LBC', 'SPD']);

/** Reports that never carry a location block (information, cell lists, power on/off notices). */
const NO_LOCATION = new Set([
  'INF',
  'VER',
  'PNA',
  'PFA',
  'GSM',
  'WIF',
  'LBS',
  'CID',
  'CSQ',
  'PDP',
  'UPC',
  'UPD',
  'DTT',
  'BAT',
  'TMZ',
  'ALM',
  'ALC',
]);

/** Event reports that are device alarms (`alarm.ts` kinds). Power restored, geofence, overspeed: none. */
const ALARM_OF_TYPE: Record<string, AlarmKind> = {
  SOS: 'sos',
  PNL: 'sos',
  EPF: 'power_cut',
  MPF: 'power_cut',
  BPL: 'low_battery',
  TOW: 'towing',
  JDR: 'jamming',
  JDS: 'jamming',
  GPJ: 'jamming',
  CRA: 'crash',
  ASC: 'crash',
};

/** `+RESP:GTHBM` report type, low hex digit: 0 braking, 1 acceleration, 2 turning, 3/4 braking/acceleration while turning. */
const HARSH_OF_HBM: Record<number, string> = {
  0: 'braking',
  1: 'acceleration',
  2: 'cornering',
  3: 'braking',
  4: 'acceleration',
};

export class QueclinkSession implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private current: string | null = null;
  /** The last valid fix on this connection: a report without one is placed there, flagged invalid. */
  private lastFix: { lat: number; lon: number; altitude: number | null } | null = null;

  get deviceId(): string | null {
    return this.current;
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    this.queue.push(chunk);
    const events: SessionEvent[] = [];
    let garbage = 0;
    for (;;) {
      const available = this.queue.length;
      if (available === 0) break;
      const view = this.queue.peek(Math.min(available, QUECLINK_MAX_FRAME + 1));
      const start = findStart(view);
      if (start === -1) {
        garbage += view.length;
        this.queue.consume(view.length);
        continue;
      }
      if (start > 0) {
        garbage += start;
        this.queue.consume(start);
        continue;
      }
      if (!startsWithPrefix(view)) {
        if (stillArriving(view)) break;
        const binary = binaryFrameLength(view);
        if (binary === null || binary === 'wait') break;
        if (binary === 'garbage') {
          garbage += 1;
          this.queue.consume(1);
          continue;
        }
        this.queue.consume(binary);
        events.push({ type: 'drop', reason: 'binary @Track report: set the device to ASCII reports' });
        continue;
      }
      const end = delimitedFrameEnd(view, findEnd(view), QUECLINK_MAX_FRAME);
      if (end === 'wait') break;
      if (end === 'overlong') {
        // No `$` within the longest frame allowed: this start was noise; look for the next one.
        garbage += 1;
        this.queue.consume(1);
        continue;
      }
      this.decodeFrame(this.fields.read(view, 0, end, COMMA), now, events);
      this.queue.consume(end + 1);
    }
    if (garbage > 0) events.unshift({ type: 'garbage', bytes: garbage });
    return events;
  }

  private decodeFrame(fields: FieldReader, now: Date, events: SessionEvent[]): void {
    const header = readHeader(fields);
    if (!header || fields.count < 4) {
      events.push({
        type: 'drop',
        reason: `not an @Track report: ${fields.textBetween(0, fields.count).slice(0, 24)}`,
      });
      return;
    }
    const { kind, type } = header;
    const countAt = fields.count - 1;
    if (!isImei(fields, 2) || !isFourHex(fields, countAt)) {
      events.push({ type: 'drop', reason: `@Track ${type} without an IMEI or count number` });
      return;
    }
    const deviceId = this.current !== null && fields.equals(2, this.current) ? this.current : fields.text(2);
    if (deviceId !== this.current) {
      this.current = deviceId;
      this.lastFix = null;
      events.push({ type: 'identify', deviceId });
    }

    if (kind === 'ACK') {
      const count = fields.text(countAt);
      if (type === 'HBD') {
        events.push({ type: 'reply', deviceId, bytes: queclinkHeartbeatAck(fields.text(1), count) });
      } else {
        // `+ACK:<command>,<version>,<IMEI>,<name>,[<sub-command>,]<serial>,<send time>,<count>$`: the serial
        // (four hex digits) is the command's, echoed.
        const text = fields.textBetween(0, fields.count);
        const serial = fields.count - 3;
        events.push(
          serial >= 0 && isFourHex(fields, serial)
            ? { type: 'command-result', deviceId, text, serial: fields.hex(serial)! }
            : { type: 'command-result', deviceId, text },
        );
      }
      return;
    }

    const reply = sackOf(fields, countAt);
    const decoded = this.decodeReport(type, fields, deviceId, now);
    if (decoded === null) {
      events.push({ type: 'reply', deviceId, bytes: reply });
      return;
    }
    events.push({
      type: 'positions',
      deviceId,
      positions: decoded.positions,
      skipped: decoded.skipped,
      reply,
    });
  }

  /** Positions of a report; null for reports that carry no location block (INF, VER, PNA, ...). */
  private decodeReport(
    type: string,
    fields: FieldReader,
    deviceId: string,
    now: Date,
  ): { positions: Position[]; skipped: number } | null {
    const end = fields.count - 2; // send time, count number
    const blocks: number[] = [];
    for (let i = 4; i + 6 < end; i++) {
      if (isLongitude(fields, i + 4) && isLatitude(fields, i + 5) && isTimestamp(fields, i + 6)) {
        blocks.push(i);
        i += 6;
      }
    }

    const positions: Position[] = [];
    let skipped = 0;
    if (blocks.length === 0) {
      // A report with an empty location block (no fix yet): placed at the last fix, at its send time.
      if (NO_LOCATION.has(type) || !hasEmptyLocationBlock(fields, end)) return null;
      const sendTime = parseTime(fields, end);
      if (this.lastFix === null || sendTime === null) return { positions, skipped: 1 };
      positions.push({
        deviceId,
        fixTime: sendTime,
        valid: false,
        lat: this.lastFix.lat,
        lon: this.lastFix.lon,
        speed: null,
        course: null,
        altitude: this.lastFix.altitude,
        satellites: null,
        attributes: {},
      });
    } else {
      for (const index of blocks) {
        const position = readBlock(fields, index, deviceId);
        if (position === null) {
          skipped++;
          continue;
        }
        positions.push(position);
      }
    }

    const last = positions[positions.length - 1];
    if (last) {
      const tailStart = blocks.length > 0 ? blocks[blocks.length - 1]! + 11 : 4;
      eventAttributes(type, fields, last.attributes);
      tailAttributes(type, fields, tailStart, end, last.attributes);
    }

    const stored: Position[] = [];
    for (const position of positions) {
      if (!checkSanity(position, now).store) {
        skipped++;
        continue;
      }
      if (position.valid) {
        this.lastFix = { lat: position.lat, lon: position.lon, altitude: position.altitude };
      }
      stored.push(position);
    }
    return { positions: stored, skipped };
  }
}

/** Report types by their three characters, so a frame's type costs no new string. */
const TYPE_NAMES = new Map<number, string>();
function typeName(a: number, b: number, c: number): string {
  const key = (a << 16) | (b << 8) | c;
  let name = TYPE_NAMES.get(key);
  if (name === undefined) {
    name = String.fromCharCode(a, b, c);
    // Bounded: 36^3 names at most.
    TYPE_NAMES.set(key, name);
  }
  return name;
}

/** `^\+(RESP|BUFF|ACK):GT([A-Z0-9]{3})$`: the frame kind and the report type. */
function readHeader(fields: FieldReader): { kind: 'RESP' | 'BUFF' | 'ACK'; type: string } | null {
  const kind = fields.startsWith(0, '+RESP:GT')
    ? 'RESP'
    : fields.startsWith(0, '+BUFF:GT')
      ? 'BUFF'
      : fields.startsWith(0, '+ACK:GT')
        ? 'ACK'
        : null;
  if (kind === null) return null;
  const typeStart = kind.length + 4;
  if (fields.length(0) !== typeStart + 3) return null;
  for (let i = typeStart; i < typeStart + 3; i++) {
    const c = fields.codeAt(0, i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a))) return null;
  }
  return {
    kind,
    type: typeName(
      fields.codeAt(0, typeStart),
      fields.codeAt(0, typeStart + 1),
      fields.codeAt(0, typeStart + 2),
    ),
  };
}

function findStart(view: Buffer): number {
  for (let i = 0; i < view.length; i++) {
    if (view[i] !== PLUS) continue;
    for (const prefix of PREFIXES) if (couldStartWith(view, prefix, i)) return i;
    for (const header of BINARY_HEADERS) if (couldStartWith(view, header, i)) return i;
  }
  return -1;
}

/**
 * At a binary header: the frame's length, `wait` for more bytes, `garbage` when the length is implausible; null
 * while the header itself is still arriving.
 */
function binaryFrameLength(view: Buffer): number | 'wait' | 'garbage' | null {
  if (view.length < 5) return null;
  const header = view.subarray(0, 4).toString('latin1');
  const field = BINARY_LENGTH_AT[header];
  if (!field) return 'garbage';
  if (view.length < BINARY_MIN) return 'wait';
  const length = field.size === 1 ? view[field.at]! : view.readUInt16BE(field.at);
  if (length < BINARY_MIN || length > QUECLINK_MAX_FRAME) return 'garbage';
  return view.length < length ? 'wait' : length;
}

/** Whether `bytes` has `prefix` at `at`, or the part of it that has arrived so far. */
function couldStartWith(bytes: Buffer, prefix: Buffer, at = 0): boolean {
  const n = Math.min(bytes.length - at, prefix.length);
  for (let i = 0; i < n; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function startsWithPrefix(view: Buffer): boolean {
  for (const prefix of PREFIXES)
    if (view.length >= prefix.length && couldStartWith(view, prefix)) return true;
  return false;
}

/** A text prefix still arriving. */
function stillArriving(view: Buffer): boolean {
  for (const prefix of PREFIXES) if (view.length < prefix.length && couldStartWith(view, prefix)) return true;
  return false;
}

function findEnd(view: Buffer): number {
  for (let i = 0; i < view.length; i++) {
    const byte = view[i];
    if (byte === DOLLAR || byte === NUL) return i;
  }
  return -1;
}

function parseTime(fields: FieldReader, index: number): Date | null {
  if (!isTimestamp(fields, index)) return null;
  const ms = utcFromFields(
    fields.digitsAt(index, 0, 4),
    fields.digitsAt(index, 4, 2),
    fields.digitsAt(index, 6, 2),
    fields.digitsAt(index, 8, 2),
    fields.digitsAt(index, 10, 2),
    fields.digitsAt(index, 12, 2),
  );
  return ms === null ? null : new Date(ms);
}

/** `<hdop>,<speed>,<azimuth>,<altitude>,<lon>,<lat>,<time>,<mcc>,<mnc>,<lac>,<cell id>` starting at `index`. */
function readBlock(fields: FieldReader, index: number, deviceId: string): Position | null {
  const fixTime = parseTime(fields, index + 6);
  if (fixTime === null) return null;
  const hdop = fields.decimal(index);
  const course = fields.decimal(index + 2);
  const attributes: Attributes = {};
  if (hdop !== null) attributes.hdop = hdop;
  const position: Position = {
    deviceId,
    fixTime,
    // The documents give HDOP 0 for "no fix, last known position".
    valid: hdop === null || hdop > 0,
    lat: fields.number(index + 5),
    lon: fields.number(index + 4),
    speed: fields.decimal(index + 1),
    course: course === null ? null : course % 360,
    altitude: fields.decimal(index + 3),
    satellites: null,
    attributes,
  };
  const tower = cellTower(fields, index + 7);
  if (tower) position.network = { cellTowers: [tower], wifiAccessPoints: [] };
  return position;
}

function cellTower(fields: FieldReader, index: number): CellTower | null {
  if (!fields.isDigits(index, 1, 4) || !fields.isDigits(index + 1, 1, 4)) return null;
  if (!fields.isHex(index + 2, 1, 8) || !fields.isHex(index + 3, 1, 8)) return null;
  const tower = {
    mcc: fields.number(index),
    mnc: fields.number(index + 1),
    lac: fields.hex(index + 2)!,
    cid: fields.hex(index + 3)!,
  };
  return tower.mcc > 0 ? tower : null;
}

/** No fix: the hdop..time fields are present but empty (`,,,,,,,`) somewhere after the header. */
function hasEmptyLocationBlock(fields: FieldReader, end: number): boolean {
  for (let i = 4; i + 6 < end; i++) {
    if (fields.isEmpty(i + 4) && fields.isEmpty(i + 5) && fields.isEmpty(i + 6)) return true;
  }
  return false;
}

/** What the report type itself says: ignition, harsh driving, alarms, inputs, driver id. */
function eventAttributes(type: string, fields: FieldReader, attributes: Attributes): void {
  const alarm = ALARM_OF_TYPE[type];
  if (alarm) setAlarm(attributes, alarm, `GT${type}`);
  const reportType = fields.isHex(5, 1, 2) ? fields.hex(5)! : null;
  switch (type) {
    case 'IGN':
    case 'VGN':
      attributes.ignition = true;
      break;
    case 'IGF':
    case 'VGF':
      attributes.ignition = false;
      break;
    case 'IGL':
      if (reportType !== null) attributes.ignition = reportType % 16 === 1;
      break;
    case 'HBM': {
      const harsh = reportType === null ? undefined : HARSH_OF_HBM[reportType % 16];
      if (harsh) attributes.harsh = harsh;
      break;
    }
    case 'STT':
      if (fields.isHex(4, 2, 2)) motionState(fields.hex(4)!, attributes);
      break;
    case 'NMR':
      if (reportType !== null) attributes.motion = reportType === 1;
      break;
    case 'DIS':
      if (reportType !== null && reportType >= 16) {
        attributes[`in${reportType >> 4}`] = (reportType & 0x0f) === 1;
      }
      break;
    case 'IDA': {
      const key = normalizeDriverKey(fields.count > 5 ? fields.text(5) : undefined);
      if (key) attributes.driver_key = key;
      break;
    }
  }
}

/** The GV motion state byte: 1x ignition off, 2x on; x1 at rest, x2 moving (16/1A: towed). */
function motionState(state: number, attributes: Attributes): void {
  const high = state >> 4;
  const low = state & 0x0f;
  if (high === 1) attributes.ignition = false;
  if (high === 2) attributes.ignition = true;
  if (low === 1) attributes.motion = false;
  if (low === 2) attributes.motion = true;
}

/**
 * The fields after the last location block. Their order differs by model and firmware, so each value is
 * recognised by its shape: the mileage (km, one decimal) right after the block's reserved field, the hour meter
 * `HHHHH:MM:SS`, and the 6-hex-digit device status preceded by the battery percentage.
 */
function tailAttributes(
  type: string,
  fields: FieldReader,
  from: number,
  end: number,
  attributes: Attributes,
): void {
  const power = type === 'ERI' ? 5 : POWER_IN_FIELD_4.has(type) && !isVin(fields, 3) ? 4 : -1;
  if (power >= 0 && fields.isDigits(power, 4, 5)) attributes.power = fields.number(power) / 1000;

  for (let i = from; i < Math.min(from + 4, end); i++) {
    if (isOdometerKm(fields, i)) {
      attributes.odometer = Math.round(fields.number(i) * 1000);
      break;
    }
  }
  let probe = 0;
  for (let i = from; i < end; i++) {
    const length = fields.length(i);
    // GTERI 1-wire data: <16-hex-digit id>,<type>,<4 hex digits: signed sixteenths of a degree>.
    if (
      length === 16 &&
      fields.isHex(i, 16, 16) &&
      fields.isDigits(i + 1, 1, 1) &&
      isFourHex(fields, i + 2)
    ) {
      const raw = fields.hex(i + 2)!;
      attributes[`temp${++probe}`] = (raw >= 0x8000 ? raw - 0x10000 : raw) / 16;
      i += 2;
      continue;
    }
    if (length >= 7 && fields.codeAt(i, length - 3) === 0x3a) {
      const hours = HOUR_METER.exec(fields.text(i));
      if (hours) {
        attributes.hours = Number(hours[1]) * 3600 + Number(hours[2]) * 60 + Number(hours[3]);
        continue;
      }
    }
    if (length === 6 && fields.isHex(i, 6, 6)) {
      const status = fields.hex(i)!;
      const state = status >> 16;
      if (!MOTION_STATES.has(state)) continue;
      motionState(state, attributes);
      const inputs = (status >> 8) & 0xff;
      const outputs = status & 0xff;
      for (let bit = 1; bit <= 4; bit++) attributes[`in${bit}`] = (inputs & (1 << bit)) !== 0;
      for (let bit = 0; bit < 4; bit++) attributes[`out${bit + 1}`] = (outputs & (1 << bit)) !== 0;
      if (i >= 1 && fields.isDigits(i - 1, 1, 3)) {
        const battery = fields.number(i - 1);
        if (battery <= 100) attributes.batteryLevel = battery;
      }
    }
  }
}

/** `^[0-9A-Z]{17}$`: a VIN where some firmware writes one. */
function isVin(fields: FieldReader, index: number): boolean {
  if (fields.length(index) !== 17) return false;
  for (let i = 0; i < 17; i++) {
    const c = fields.codeAt(index, i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a))) return false;
  }
  return true;
}

/** `+SACK:<count number>$` from the frame's own four count digits, without a string in between. */
function sackOf(fields: FieldReader, index: number): Buffer {
  const reply = Buffer.allocUnsafe(11);
  SACK_HEAD.copy(reply, 0);
  for (let i = 0; i < 4; i++) reply[6 + i] = fields.codeAt(index, i);
  reply[10] = DOLLAR;
  return reply;
}

/** `+SACK:<count number>$`: the acknowledgement a report waits for when the device's SACK is enabled. */
export function queclinkSack(count: string): Buffer {
  return Buffer.from(`+SACK:${count}$`, 'ascii');
}

/** `+SACK:GTHBD,<protocol version>,<count number>$`: the answer to the `+ACK:GTHBD` heartbeat. */
export function queclinkHeartbeatAck(version: string, count: string): Buffer {
  return Buffer.from(`+SACK:GTHBD,${version},${count}$`, 'ascii');
}
