import fs from 'node:fs';
import path from 'node:path';

import { servers } from './servers.js';

/** One message the server wrote to `<DATA_DIR>/outbox/*.eml` (the embedded mail default). */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part (or the first decoded part when there is none). */
  text: string;
  /** The decoded text/html part, if any. */
  html?: string;
}

/** Undoes quoted-printable: soft line breaks (`=` at the end of a line) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function header(head: string, name: string): string {
  // Folded header lines continue with whitespace.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The leaf parts of a MIME entity, decoded by their Content-Transfer-Encoding. */
function leafParts(raw: string): { type: string; text: string }[] {
  const { head, body } = splitHead(raw);
  const type = header(head, 'content-type').toLowerCase() || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'content-type'))?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = header(head, 'content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return [{ type, text }];
}

function parseMessage(file: string): OutboxMessage {
  const raw = fs.readFileSync(file, 'utf8');
  const { head } = splitHead(raw);
  const parts = leafParts(raw);
  const html = parts.find((p) => p.type.startsWith('text/html'))?.text;
  const text = parts.find((p) => p.type.startsWith('text/plain'))?.text ?? parts[0]?.text ?? '';
  return { file, to: header(head, 'to'), subject: header(head, 'subject'), text, ...(html ? { html } : {}) };
}

function addressedTo(to: string, address: string): boolean {
  const escaped = address.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s<,:"])${escaped}($|[\\s>,"])`).test(to.toLowerCase());
}

function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, mtime: fs.statSync(file).mtimeMs };
    })
    .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file))
    .map(({ file }) => parseMessage(file));
}

interface WaitOptions {
  dataDir?: string;
  timeout?: number;
  /** A message seen before: wait for a newer one. */
  after?: OutboxMessage;
  /** Only messages with this subject (some emails are sent after the request that asked for them). */
  subject?: string;
}

/** The newest message to `address` (with `subject`, if given), waiting up to `timeout` ms for one. */
export async function latestEmailTo(address: string, options: WaitOptions = {}): Promise<OutboxMessage> {
  const dataDir = options.dataDir ?? servers.main.dataDir;
  const deadline = Date.now() + (options.timeout ?? 10_000);
  for (;;) {
    const message = readOutbox(dataDir).find(
      (m) => addressedTo(m.to, address) && (options.subject === undefined || m.subject === options.subject),
    );
    if (message && message.file !== options.after?.file) return message;
    if (Date.now() > deadline) {
      throw new Error(`No email to ${address} in ${path.join(dataDir, 'outbox')}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link of a message (the action link of verification and reset emails). */
export function firstLink(message: OutboxMessage): string {
  const match =
    /https?:\/\/[^\s"'<>]+/.exec(message.text) ?? /https?:\/\/[^\s"'<>]+/.exec(message.html ?? '');
  if (!match) throw new Error(`No link in ${message.file}.`);
  return match[0].replace(/&amp;/g, '&');
}

/** The first link of the newest message to `address`. */
export async function latestLinkTo(address: string, options: WaitOptions = {}): Promise<string> {
  return firstLink(await latestEmailTo(address, options));
}
