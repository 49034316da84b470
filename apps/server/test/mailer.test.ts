import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer';
import { startTestSmtp, type TestSmtp } from './smtp';

describe('mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp.close());

  it('delivers an HTML and a plain-text part to a real SMTP server', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'Fleet <fleet@example.com>' });
    try {
      await mailer.send({
        to: 'dispatcher@example.com',
        subject: 'تنبيه: خروج من المنطقة',
        html: '<p dir="rtl">غادرت المركبة المستودع</p>',
        text: 'غادرت المركبة المستودع',
        language: 'ar',
      });
    } finally {
      mailer.close();
    }
    const [mail] = await smtp.waitFor((m) => m.subject === 'تنبيه: خروج من المنطقة');
    expect(mail).toBeDefined();
    const received = smtp.messages.find((m) => m.subject === 'تنبيه: خروج من المنطقة')!;
    expect(received.from?.text).toContain('fleet@example.com');
    expect(received.html).toContain('dir="rtl"');
    expect(received.text?.trim()).toBe('غادرت المركبة المستودع');
    expect(received.headers.get('content-language')).toBe('ar');
  });

  it('rejects when the server refuses the message', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'fleet@example.com' });
    smtp.refuse(true);
    try {
      await expect(
        mailer.send({ to: 'a@example.com', subject: 'x', html: '<p>x</p>', text: 'x' }),
      ).rejects.toThrow(/451|try again/);
    } finally {
      smtp.refuse(false);
      mailer.close();
    }
  });
});
