import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the test SMTP server writes what it receives: one JSON file per message, in arrival order. */
export const mailDir = (dataDir: string) => join(dataDir, 'mail');

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server (the npm `smtp-server` package, as in the server's tests) for the e2e server's SMTP_URL. It runs
 * in Playwright's global setup, so the browser tests read the mails it received from `mailDir` (workers are other
 * processes).
 */
export async function startMailServer(port: number, dataDir: string): Promise<() => Promise<void>> {
  const dir = mailDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received += 1;
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const body: ReceivedMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          // Written aside, then renamed: a reader polling the folder never sees half a file.
          const name = `${String(received).padStart(5, '0')}.json`;
          writeFileSync(join(dir, `${name}.part`), JSON.stringify(body));
          renameSync(join(dir, `${name}.part`), join(dir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The mails received so far for `to`. */
export function mailsTo(dataDir: string, to: string): ReceivedMail[] {
  const dir = mailDir(dataDir);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}
