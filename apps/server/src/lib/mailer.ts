import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Both parts are always sent: some readers show only plain text. */
  html: string;
  text: string;
  /** The recipient's language, so mail readers set the direction and hyphenation right. */
  language?: 'ar' | 'en';
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with its error otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Outgoing mail over SMTP (`smtp://` or `smtps://` URL with optional credentials), pooled connections. */
export function createMailer(config: { url: string; from: string }): Mailer {
  const transport = createTransport({
    url: config.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(message) {
      await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.language ? { 'Content-Language': message.language } : undefined,
      });
    },
    close() {
      transport.close();
    },
  };
}
