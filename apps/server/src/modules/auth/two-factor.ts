import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Fleet';
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret (RFC 6238, 160 bits) with its `otpauth://` URL and that URL as an SVG QR code. */
export async function newEnrolment(
  label: string,
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totp(secret, label).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** A 6-digit code of `secret`, accepted one period either side (clock drift). */
export function verifyTotp(secret: string, label: string, code: string): boolean {
  const clean = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(clean)) return false;
  return totp(secret, label).validate({ token: clean, window: 1 }) !== null;
}

/** The current code (tests, and nothing else, need it). */
export function currentTotp(secret: string, label = 'x'): string {
  return totp(secret, label).generate();
}

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten single-use recovery codes (`xxxxx-xxxxx`), and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = randomBytes(5).toString('hex');
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

/** The stored hashes without the one `code` matches, or null when it matches none. */
export function useRecoveryCode(hashes: readonly string[], code: string): string[] | null {
  const hash = hashCode(code);
  if (!hashes.includes(hash)) return null;
  return hashes.filter((stored) => stored !== hash);
}
