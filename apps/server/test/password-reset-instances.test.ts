import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, forEachDatabase, login, twoInstances, userWithPermissions } from './harness';
import { EN } from './people-helpers';
import { startTestSmtp, type TestSmtp } from './smtp';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

forEachDatabase((db) => {
  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)(
    'a password reset on one of two instances with REDIS_URL',
    () => {
      let a: FastifyInstance;
      let b: FastifyInstance;
      let smtp: TestSmtp;

      beforeAll(async () => {
        smtp = await startTestSmtp();
        [a, b] = await twoInstances(
          db,
          TEST_REDIS_URL!,
          {},
          {
            mail: { url: smtp.url, from: 'Fleet <fleet@example.com>' },
            publicUrl: 'https://fleet.example.com',
          },
        );
      });
      afterAll(() => smtp.close());

      /** Asks `from` for a reset link of `email` and returns the token the mail carries. */
      async function mailedToken(from: FastifyInstance, email: string): Promise<string> {
        const asked = await from.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          headers: EN,
        });
        expect(asked.statusCode, asked.body).toBe(200);
        const [mail] = (await smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes(email))).filter((m) =>
          JSON.stringify(m.to ?? '').includes(email),
        );
        const link = /\/auth\/reset-password\?token=([\w%-]+)/.exec(mail!.text ?? '');
        expect(link, mail!.text).not.toBeNull();
        return decodeURIComponent(link![1]!);
      }

      const profile = (instance: FastifyInstance, token: string) =>
        apiRequest(instance, 'GET', '/api/dashboard/profile/auth', token);

      it.each([
        ['the other instance', 'b'],
        ['the instance that reset it', 'a'],
      ] as const)(
        'ends every session of the account: the very next request on %s with an old token is 401',
        async (_label, first) => {
          const user = await userWithPermissions(a, ['show_vehicles']);
          const onB = await login(b, { email: user.email, password: 'password123' });
          // Both instances now remember both sessions.
          for (const instance of [a, b]) {
            for (const token of [user.token, onB])
              expect((await profile(instance, token)).statusCode).toBe(200);
          }
          const token = await mailedToken(b, user.email);

          const reset = await a.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token, password: 'brand-new-password' },
            headers: EN,
          });
          expect(reset.statusCode, reset.body).toBe(200);

          const order = first === 'b' ? [b, a] : [a, b];
          const codes = [];
          for (const instance of order) {
            for (const old of [user.token, onB]) codes.push((await profile(instance, old)).statusCode);
          }
          expect(codes).toEqual([401, 401, 401, 401]);
          const fresh = await login(b, { email: user.email, password: 'brand-new-password' });
          expect((await profile(a, fresh)).statusCode).toBe(200);
        },
      );
    },
  );
});
