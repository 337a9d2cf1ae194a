import type { Config } from '../config/env.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link in the message, logged by the outbox so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set, otherwise an outbox of .eml files in DATA_DIR/outbox.
 * TODO(auth): implemented by the accounts work (nodemailer).
 */
export function createMailer(_config: Config, log: { info(obj: object, msg: string): void }): Mailer {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'mail not sent: mailer not implemented');
    },
    async close() {},
  };
}
