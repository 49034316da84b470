import type { CellTower, WifiAccessPoint } from '../position';
import type { AttributeValue, Attributes } from '../../db/schema/positions';
import { isDecimal } from '../text-fields';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A finite decimal number, or null (rejects `''`, `0x10`, `Infinity`, `1,5`). */
export function parseNumber(raw: string): number | null {
  const value = raw.trim();
  // `\d+(\.\d+)?` with a sign, the usual form, checked without the regular expression.
  if (!isDecimal(value, '+-') && !DECIMAL.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** docs/protocols/osmand.md#query-and-form-keys, "anything else": a number, a boolean for true/false, else text. */
export function typedValue(raw: string): AttributeValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return parseNumber(raw) ?? raw;
}

/** Sets an attribute from untrusted input without letting `__proto__` reach the prototype. */
export function setAttribute(attributes: Attributes, key: string, value: AttributeValue): void {
  if (key === '__proto__') return;
  attributes[key] = value;
}

/** `mcc,mnc,lac,cid[,rssi]`, or null when malformed. */
export function parseCell(raw: string): CellTower | null {
  const parts = raw.split(',').map((part) => parseNumber(part));
  if (
    parts.length < 4 ||
    parts.length > 5 ||
    parts.some((part) => part === null || !Number.isInteger(part))
  ) {
    return null;
  }
  const [mcc, mnc, lac, cid, rssi] = parts as number[];
  const cell: CellTower = { mcc: mcc ?? 0, mnc: mnc ?? 0, lac: lac ?? 0, cid: cid ?? 0 };
  if (rssi !== undefined) cell.rssi = rssi;
  return cell;
}

/** `mac,rssi` with a `-` separated MAC, or null when malformed. */
export function parseWifi(raw: string): WifiAccessPoint | null {
  const [mac, rssiText, ...rest] = raw.split(',');
  const rssi = parseNumber(rssiText ?? '');
  if (!mac || rest.length > 0 || rssi === null) return null;
  const normalised = mac.trim().toLowerCase().replace(/-/g, ':');
  if (!/^[0-9a-f]{1,2}(:[0-9a-f]{1,2}){5}$/.test(normalised)) return null;
  return { mac: normalised, rssi };
}
