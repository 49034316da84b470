import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1), the OWASP baseline. */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Never throws: a malformed hash simply does not match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Computes the dummy hash ahead of the first unknown-email login, so that one is not slower either. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches nothing');
  return dummyHash;
}

/**
 * Spends the same time as a real check when the email is unknown, so response times
 * do not reveal which emails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}
