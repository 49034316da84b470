import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { LOG_REDACT, requestForLog } from './app';

it('redacts credentials and tokens from logs', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({
    logger: {
      level: 'info',
      stream,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
    },
  });
  app.post('/echo', async () => 'ok');
  await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { authorization: 'Bearer secret-token-1', cookie: 'sid=secret-cookie' },
    payload: { password: 'secret-password-0' },
  });
  // The live stream's token may travel in the URL.
  await app.inject({ method: 'POST', url: '/echo?lang=en&token=secret-token-3&x=1' });
  app.log.info({ body: { email: 'a@b.co', password: 'secret-password' }, token: 'secret-token-2' }, 'login');
  await app.close();
  const output = lines.join('');
  expect(output).toContain('incoming request');
  expect(output).not.toMatch(/secret-/);
  expect(output).toContain('[redacted]');
  expect(output).toContain('a@b.co');
  expect(output).toContain('/echo?lang=en&token=[redacted]&x=1');
});
