import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, employees, passwordResets } from '../../db/schema';
import { audit } from '../audit';

/** The signed-in employee's own account: profile, password and sessions. */
export class ProfileRepo {
  constructor(private readonly db: Database) {}

  private transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  private async own(db: Database, employeeId: number) {
    const [row] = await db.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
    return row ?? null;
  }

  async passwordHash(employeeId: number): Promise<string | null> {
    return (await this.own(this.db, employeeId))?.passwordHash ?? null;
  }

  async update(
    employeeId: number,
    values: { name: string; imageId: number | null; language: 'ar' | 'en' | null },
  ): Promise<{ previousImageId: number | null }> {
    return this.transaction(async (tx) => {
      const before = await this.own(tx, employeeId);
      await tx
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(employees.id, employeeId));
      await audit(tx, {
        action: 'update',
        model: 'profile',
        recordId: employeeId,
        before,
        after: await this.own(tx, employeeId),
      });
      return { previousImageId: before?.imageId ?? null };
    });
  }

  /** Sets a new password (no longer temporary) and ends every other session of the employee. */
  async changePassword(employeeId: number, passwordHash: string, keepTokenId: number | null): Promise<void> {
    await this.transaction(async (tx) => {
      await tx
        .update(employees)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(employees.id, employeeId));
      await tx
        .delete(authTokens)
        .where(
          keepTokenId === null
            ? eq(authTokens.employeeId, employeeId)
            : and(eq(authTokens.employeeId, employeeId), ne(authTokens.id, keepTokenId)),
        );
      await audit(tx, {
        action: keepTokenId === null ? 'password_reset' : 'password_change',
        model: 'profile',
        recordId: employeeId,
        changes: { password: ['[redacted]', '[redacted]'] },
      });
    });
  }

  sessions(employeeId: number, now = new Date()) {
    return this.db
      .select({
        id: authTokens.id,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        ip: authTokens.ip,
        userAgent: authTokens.userAgent,
      })
      .from(authTokens)
      .where(and(eq(authTokens.employeeId, employeeId), gt(authTokens.expiresAt, now)))
      .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
  }

  /** Ends one of the employee's sessions (`tokenId`), or all but `exceptTokenId`; the count ended. */
  async revoke(employeeId: number, target: { tokenId: number } | { exceptTokenId: number }): Promise<number> {
    return this.transaction(async (tx) => {
      const deleted = await tx
        .delete(authTokens)
        .where(
          'tokenId' in target
            ? and(eq(authTokens.employeeId, employeeId), eq(authTokens.id, target.tokenId))
            : and(eq(authTokens.employeeId, employeeId), ne(authTokens.id, target.exceptTokenId)),
        )
        .returning({ id: authTokens.id });
      if (deleted.length > 0) {
        await audit(tx, {
          action: 'session_revoke',
          model: 'profile',
          recordId: employeeId,
          changes: { sessions: [deleted.map((row) => row.id), null] },
        });
      }
      return deleted.length;
    });
  }

  async twoFactor(employeeId: number) {
    const row = await this.own(this.db, employeeId);
    return row
      ? {
          email: row.email,
          secret: row.twoFactorSecret,
          enabledAt: row.twoFactorEnabledAt,
          recoveryCodes: row.twoFactorRecoveryCodes,
        }
      : null;
  }

  /** A pending enrolment: the secret is kept, two-factor stays off until a code confirms it. */
  async startTwoFactor(employeeId: number, secret: string): Promise<void> {
    await this.db
      .update(employees)
      .set({ twoFactorSecret: secret, twoFactorEnabledAt: null, twoFactorRecoveryCodes: [] })
      .where(eq(employees.id, employeeId));
  }

  async setTwoFactor(employeeId: number, enabled: boolean, recoveryHashes: string[]): Promise<void> {
    await this.transaction(async (tx) => {
      await tx
        .update(employees)
        .set(
          enabled
            ? { twoFactorEnabledAt: new Date(), twoFactorRecoveryCodes: recoveryHashes }
            : { twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorRecoveryCodes: [] },
        )
        .where(eq(employees.id, employeeId));
      await audit(tx, {
        action: enabled ? 'two_factor_enable' : 'two_factor_disable',
        model: 'profile',
        recordId: employeeId,
        changes: { two_factor: [!enabled, enabled] },
      });
    });
  }

  async setRecoveryCodes(employeeId: number, hashes: string[]): Promise<void> {
    await this.db
      .update(employees)
      .set({ twoFactorRecoveryCodes: hashes })
      .where(eq(employees.id, employeeId));
  }

  /** A single-use reset link for the employee with this email, or null when there is none. */
  async createReset(email: string, tokenHash: string, expiresAt: Date) {
    const [row] = await this.db
      .select({
        id: employees.id,
        name: employees.name,
        email: employees.email,
        language: employees.language,
      })
      .from(employees)
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1);
    if (!row) return null;
    await this.db.insert(passwordResets).values({ employeeId: row.id, tokenHash, expiresAt });
    return row;
  }

  /** Uses a reset token (once, before it expires): the new password, every session ended. False: no such token. */
  async resetPassword(tokenHash: string, passwordHash: string, now = new Date()): Promise<boolean> {
    return this.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ employeeId: passwordResets.employeeId });
      if (!reset) return false;
      await tx
        .update(employees)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(eq(employees.id, reset.employeeId));
      await tx.delete(authTokens).where(eq(authTokens.employeeId, reset.employeeId));
      // Other links of the same employee die with this one.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.employeeId, reset.employeeId), isNull(passwordResets.usedAt)));
      await audit(tx, {
        action: 'password_reset',
        model: 'profile',
        recordId: reset.employeeId,
        actor: { type: 'employee', id: reset.employeeId, name: null },
        changes: { password: ['[redacted]', '[redacted]'] },
      });
      return true;
    });
  }
}
