import { alarmKindFromName, harshFromName, setAlarm, setHarsh } from '../alarm';
import { normalizeDriverKey } from '../driver-key';
import { checkSanity, type Position } from '../position';
import { type Attributes } from '../../db/schema/positions';
import { parseOsmandTimestamp } from './timestamp';
import { parseCell, parseNumber, parseWifi, setAttribute, typedValue } from './values';

/** docs/protocols/osmand.md#replies: bodies above this are answered 413. */
export const OSMAND_MAX_BODY_BYTES = 64 * 1024;
const KNOTS_TO_KMH = 1.852;
const MPS_TO_KMH = 3.6;

export type OsmandEncoding = 'query' | 'form' | 'json';

export interface OsmandRequest {
  /** Informational: the encoding is chosen from the content type and the query, as the doc says. */
  method: string;
  contentType: string | undefined;
  /** The raw query string, with or without its leading `?`. */
  query: string;
  body: Buffer;
}

export interface SkippedPosition {
  index: number;
  reason: string;
}

export type OsmandResult =
  | {
      ok: true;
      encoding: OsmandEncoding;
      /** Look it up; if unknown answer `osmandUnknownDeviceStatus(encoding)`. */
      deviceId: string;
      /** Positions passing the sanity check: store them, then answer 200. */
      positions: Position[];
      /** Fixes failing the sanity check (rule 6): log, still answer 200. */
      skipped: SkippedPosition[];
    }
  | { ok: false; status: 400 | 413; reason: string; encoding?: OsmandEncoding; deviceId?: string };

type Failure = Extract<OsmandResult, { ok: false }>;

/** Unknown device: `400` for query/form clients, `404` for the JSON client (docs/protocols/osmand.md#replies). */
export function osmandUnknownDeviceStatus(encoding: OsmandEncoding): 400 | 404 {
  return encoding === 'json' ? 404 : 400;
}

/**
 * Decodes one OsmAnd request into positions. Never throws. Missing coordinates are answered 400
 * rather than stored as an attributes-only record: the doc allows either and we never invent a fix.
 */
export function decodeOsmand(request: OsmandRequest, now: Date): OsmandResult {
  try {
    if (request.body.length > OSMAND_MAX_BODY_BYTES)
      return { ok: false, status: 413, reason: 'body too large' };
    const contentType = (request.contentType ?? '').trim().toLowerCase();
    if (contentType.startsWith('application/json')) return decodeJson(request.body, now);
    const query = parseParams(request.query);
    if (query.length > 0) return decodeFields(query, 'query', now);
    const form = parseParams(request.body.toString('utf8'));
    if (form.length > 0) return decodeFields(form, 'form', now);
    return { ok: false, status: 400, reason: 'no parameters', encoding: 'query' };
  } catch (error) {
    return { ok: false, status: 400, reason: `decoder error: ${String(error)}` };
  }
}

/**
 * The `key=value` pairs of a query or form body, as `URLSearchParams` reads them. Without `%` or `+` (what Traccar
 * Client sends) nothing needs decoding and the pairs are cut out directly: `URLSearchParams` and its iterator cost
 * more than the rest of a request's decoding.
 */
function parseParams(text: string): [string, string][] {
  if (text.includes('%') || text.includes('+')) return [...new URLSearchParams(text)];
  const pairs: [string, string][] = [];
  let start = text.startsWith('?') ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    if (end > start) {
      const equals = text.indexOf('=', start);
      pairs.push(
        equals >= 0 && equals < end
          ? [text.slice(start, equals), text.slice(equals + 1, end)]
          : [text.slice(start, end), ''],
      );
    }
    start = end + 1;
  }
  return pairs;
}

function finish(encoding: OsmandEncoding, deviceId: string, candidates: Position[], now: Date): OsmandResult {
  const positions: Position[] = [];
  const skipped: SkippedPosition[] = [];
  for (let index = 0; index < candidates.length; index++) {
    const position = candidates[index]!;
    const sanity = checkSanity(position, now);
    if (sanity.store) positions.push(position);
    else skipped.push({ index, reason: sanity.reason });
  }
  return { ok: true, encoding, deviceId, positions, skipped };
}

/** A value of the request, taken out of `first` so what remains are the attributes. */
function take(first: Map<string, string>, key: string): string | undefined {
  const value = first.get(key);
  if (value !== undefined) first.delete(key);
  return value;
}

function fieldsFailure(encoding: OsmandEncoding, reason: string, deviceId?: string): Failure {
  return deviceId
    ? { ok: false, status: 400, reason, encoding, deviceId }
    : { ok: false, status: 400, reason, encoding };
}

/** A numeric parameter as a number attribute, else (when not empty) as sent. */
function numericAttribute(
  first: Map<string, string>,
  attributes: Attributes,
  key: string,
  name: string,
): void {
  const value = take(first, key);
  const number = value === undefined ? null : parseNumber(value);
  if (number !== null) attributes[name] = number;
  else if (value !== undefined && value !== '') attributes[name] = value;
}

// ---- query and form: docs/protocols/osmand.md#query-and-form-keys ----

function decodeFields(entries: [string, string][], encoding: OsmandEncoding, now: Date): OsmandResult {
  const first = new Map<string, string>();
  const cells: string[] = [];
  const wifis: string[] = [];
  for (const [key, value] of entries) {
    if (key === 'cell') cells.push(value);
    else if (key === 'wifi') wifis.push(value);
    else if (!first.has(key)) first.set(key, value); // repeated keys: the first value wins
  }
  const id = take(first, 'id');
  const deviceid = take(first, 'deviceid');
  const deviceId = (id || deviceid || '').trim();
  if (!deviceId) return fieldsFailure(encoding, 'missing id');

  const coordinates = readCoordinates(take(first, 'lat'), take(first, 'lon'), take(first, 'location'));
  if (typeof coordinates === 'string') return fieldsFailure(encoding, coordinates, deviceId);

  const timestampText = take(first, 'timestamp');
  const fixTime = timestampText === undefined ? new Date(now.getTime()) : parseOsmandTimestamp(timestampText);
  if (!fixTime) return fieldsFailure(encoding, `bad timestamp ${JSON.stringify(timestampText)}`, deviceId);

  const speed = nonNegative(take(first, 'speed'));
  const bearing = take(first, 'bearing');
  const heading = take(first, 'heading');
  const course = nonNegative(bearing ?? heading);
  const altitudeText = take(first, 'altitude');
  const validText = take(first, 'valid');

  const attributes: Attributes = {};
  numericAttribute(first, attributes, 'accuracy', 'accuracy');
  numericAttribute(first, attributes, 'hdop', 'hdop');
  numericAttribute(first, attributes, 'batt', 'batteryLevel');
  const charge = take(first, 'charge');
  if (charge !== undefined) attributes.charge = typedValue(charge);
  const driver = normalizeDriverKey(take(first, 'driverUniqueId'));
  if (driver) attributes.driver_key = driver;
  const alarm = take(first, 'alarm');
  const ignition = take(first, 'ignition');
  for (const [key, value] of first) setAttribute(attributes, key, typedValue(value));
  if (ignition !== undefined) attributes.ignition = ignitionValue(ignition);
  if (alarm?.trim()) setAlarm(attributes, alarmKindFromName(alarm), alarm.trim());
  const harsh = alarm ? harshFromName(alarm) : null;
  if (harsh) setHarsh(attributes, harsh);

  const position: Position = {
    deviceId,
    fixTime,
    valid: validText === undefined || !isFalse(validText),
    lat: coordinates.lat,
    lon: coordinates.lon,
    speed: speed === null ? null : speed * KNOTS_TO_KMH,
    course,
    altitude: altitudeText === undefined ? null : parseNumber(altitudeText),
    satellites: null,
    attributes,
  };
  if (cells.length > 0 || wifis.length > 0) {
    const cellTowers = cells.map(parseCell).filter((cell) => cell !== null);
    const wifiAccessPoints = wifis.map(parseWifi).filter((wifi) => wifi !== null);
    if (cellTowers.length > 0 || wifiAccessPoints.length > 0)
      position.network = { cellTowers, wifiAccessPoints };
  }
  return finish(encoding, deviceId, [position], now);
}

function isFalse(text: string): boolean {
  const value = text.trim().toLowerCase();
  return value === 'false' || value === '0';
}

/** Coordinates from `lat`/`lon` or `location=lat,lon`, or the reason they are unusable. */
function readCoordinates(
  lat: string | undefined,
  lon: string | undefined,
  location: string | undefined,
): { lat: number; lon: number } | string {
  let latText = lat;
  let lonText = lon;
  if (latText === undefined && lonText === undefined && location !== undefined) {
    [latText, lonText] = location.split(',');
  }
  if (latText === undefined || lonText === undefined) return 'missing coordinates';
  const latitude = parseNumber(latText);
  const longitude = parseNumber(lonText);
  if (latitude === null || longitude === null) return 'non-numeric latitude or longitude';
  return { lat: latitude, lon: longitude };
}

/**
 * `ignition` as a boolean (the `ignition` column comes from it) when it says on or off: `true`/`false` as
 * Traccar's clients send it, and `1`/`0` as some trackers' URL templates do; anything else is kept as sent.
 */
function ignitionValue(raw: string | number | boolean): string | number | boolean {
  if (typeof raw === 'boolean') return raw;
  const text = String(raw).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return typeof raw === 'string' ? typedValue(raw) : raw;
}

/** A number, or null when absent, unparsable or negative ("unknown"). */
function nonNegative(raw: string | undefined): number | null {
  const number = raw === undefined ? null : parseNumber(raw);
  return number !== null && number >= 0 ? number : null;
}

// ---- JSON: docs/protocols/osmand.md#json-body ----

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(body: Buffer, now: Date): OsmandResult {
  const encoding = 'json';
  const fail = (reason: string, deviceId?: string): Failure =>
    deviceId
      ? { ok: false, status: 400, reason, encoding, deviceId }
      : { ok: false, status: 400, reason, encoding };
  let root: unknown;
  try {
    root = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return fail('unparsable JSON');
  }
  if (!isObject(root)) return fail('JSON body is not an object');
  const rawId = root.device_id;
  const deviceId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).trim() : '';
  if (!deviceId) return fail('missing device_id');

  const locations = Array.isArray(root.location) ? root.location : root.location ? [root.location] : [];
  if (locations.length === 0) return fail('missing coordinates', deviceId);
  const positions: Position[] = [];
  for (const location of locations) {
    const position = jsonPosition(location, deviceId, now);
    if (typeof position === 'string') return fail(position, deviceId);
    positions.push(position);
  }
  return finish(encoding, deviceId, positions, now);
}

function jsonNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseNumber(value);
  return null;
}

function jsonPosition(location: unknown, deviceId: string, now: Date): Position | string {
  if (!isObject(location) || !isObject(location.coords)) return 'missing coordinates';
  const coords = location.coords;
  if (coords.latitude == null || coords.longitude == null) return 'missing coordinates';
  const lat = jsonNumber(coords.latitude);
  const lon = jsonNumber(coords.longitude);
  if (lat === null || lon === null) return 'non-numeric latitude or longitude';

  let fixTime = new Date(now.getTime());
  if (location.timestamp != null) {
    const parsed =
      typeof location.timestamp === 'string' || typeof location.timestamp === 'number'
        ? parseOsmandTimestamp(String(location.timestamp))
        : null;
    if (!parsed) return `bad timestamp ${JSON.stringify(location.timestamp)}`;
    fixTime = parsed;
  }

  const attributes: Attributes = {};
  if (isObject(location.extras)) {
    for (const [key, value] of Object.entries(location.extras)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        setAttribute(attributes, key, value);
      } else if (value !== null && value !== undefined) {
        setAttribute(attributes, key, JSON.stringify(value));
      }
    }
  }
  const driverKey = normalizeDriverKey(attributes.driverUniqueId);
  delete attributes.driverUniqueId;
  if (driverKey) attributes.driver_key = driverKey;
  // Traccar Client's JSON form carries an alarm (`sos`) among the extras.
  if (attributes.ignition !== undefined) attributes.ignition = ignitionValue(attributes.ignition);
  const rawAlarm = attributes.alarm;
  delete attributes.alarm;
  const alarm = rawAlarm === false || rawAlarm === 0 ? '' : String(rawAlarm ?? '').trim();
  if (alarm) setAlarm(attributes, alarmKindFromName(alarm), alarm);
  const harsh = alarm ? harshFromName(alarm) : null;
  if (harsh) setHarsh(attributes, harsh);
  const accuracy = jsonNumber(coords.accuracy);
  if (accuracy !== null && accuracy >= 0) attributes.accuracy = accuracy;
  if (typeof location.mock === 'boolean') attributes.mock = location.mock;
  if (typeof location.is_moving === 'boolean') attributes.motion = location.is_moving;
  if (typeof location.event === 'string' && location.event) attributes.event = location.event;
  const odometer = jsonNumber(location.odometer);
  if (odometer !== null) attributes.odometer = odometer;
  if (isObject(location.activity) && typeof location.activity.type === 'string') {
    attributes.activity = location.activity.type;
  }
  if (isObject(location.battery)) {
    const level = jsonNumber(location.battery.level);
    if (level !== null && level >= 0) attributes.batteryLevel = Math.round(level * 100);
    if (typeof location.battery.is_charging === 'boolean') attributes.charge = location.battery.is_charging;
  }

  const speed = jsonNumber(coords.speed);
  const heading = jsonNumber(coords.heading);
  return {
    deviceId,
    fixTime,
    valid: true,
    lat,
    lon,
    speed: speed !== null && speed >= 0 ? speed * MPS_TO_KMH : null,
    course: heading !== null && heading >= 0 ? heading : null,
    altitude: jsonNumber(coords.altitude),
    satellites: null,
    attributes,
  };
}
