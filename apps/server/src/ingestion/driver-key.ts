/**
 * Driver keys (docs/api.md#driver-keys): an iButton or RFID card id as positions keep it (`attributes.driver_key`)
 * and drivers store it: upper case, letters and digits only; none for an empty or all-zero id (Teltonika sends
 * `0` when no key is touched).
 */
export const DRIVER_KEY_MAX = 64;

export function normalizeDriverKey(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const key = String(raw).trim().toUpperCase();
  if (key === '' || key.length > DRIVER_KEY_MAX || !/^[0-9A-Z_:-]+$/.test(key)) return null;
  if (/^0+$/.test(key)) return null;
  return key;
}

/** Teltonika IO 78 (iButton) and 207 (RFID): the 8-byte value written as 16 hex digits. */
export function driverKeyOfIo(value: number | string): string | null {
  const hex = typeof value === 'number' ? BigInt(value).toString(16) : value;
  return normalizeDriverKey(hex.padStart(16, '0'));
}

export const DRIVER_KEY_IO = new Set([78, 207]);
