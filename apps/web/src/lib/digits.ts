/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, and the Arabic decimal separator, as ASCII. */
export function toLatinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/**
 * A number input's value for the schema: empty is null, Arabic-Indic digits count as digits, anything
 * else that is not a number stays NaN (the schema then names the field).
 */
export function parseNumberInput(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = toLatinDigits(String(value)).trim();
  return text === '' ? null : Number(text);
}
