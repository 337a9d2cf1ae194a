import fs from 'node:fs';
import path from 'node:path';

import nodemailer from 'nodemailer';

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

interface MailLog {
  info(obj: object, msg: string): void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Plain smtp:// to this machine (a test receiver, a local relay): no STARTTLS to negotiate. */
function isLocalPlainSmtp(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** `2025-01-31T09-15-02-123Z-ada@example.com.eml`: sorts by time, safe on every filesystem. */
function outboxFileName(at: Date, to: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.eml`;
}

/**
 * SMTP when SMTP_URL is set, otherwise an outbox of .eml files in DATA_DIR/outbox whose links are
 * logged (the embedded default: nothing leaves the machine).
 */
export function createMailer(config: Config, log: MailLog): Mailer {
  return finishingInFlight(createTransportMailer(config, log));
}

/** Closing waits for sends still under way (a reset email sent after its 204 is not cut off). */
function finishingInFlight(mailer: Mailer): Mailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = mailer.send(message);
      inFlight.add(sending);
      void sending.catch(() => {}).finally(() => inFlight.delete(sending));
      return sending;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await mailer.close();
    },
  };
}

function createTransportMailer(config: Config, log: MailLog): Mailer {
  const from = config.MAIL_FROM;

  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      ...(isLocalPlainSmtp(config.SMTP_URL) ? { ignoreTLS: true } : {}),
    });
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
        log.info({ to, subject }, 'mail sent');
      },
      async close() {
        transport.close();
      },
    };
  }

  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let lastStamp = 0;
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      // Two messages in the same millisecond still get distinct, ordered names.
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const file = path.join(outbox, outboxFileName(new Date(lastStamp), to));
      await fs.promises.mkdir(outbox, { recursive: true });
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The outbox is for a developer's machine: the link is what they need to go on.
      log.info({ to, subject, file, ...(link ? { link } : {}) }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
