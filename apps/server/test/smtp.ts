import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** An `smtp://` URL for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** Waits until `count` messages (or one matching `match`) arrived; rejects after `timeoutMs`. */
  waitFor(match: number | ((mail: ParsedMail) => boolean), timeoutMs?: number): Promise<ParsedMail[]>;
  /** Makes the server refuse every message (451) until called again with false. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests that read the mail sent. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(on) {
      refusing = on;
    },
    waitFor(match, timeoutMs = 10_000) {
      const done = () =>
        typeof match === 'number' ? messages.length >= match : messages.some((mail) => match(mail));
      return new Promise((resolve, reject) => {
        if (done()) return resolve(messages);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`expected mail did not arrive within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
