import { commentThreadPath, quotedLine, shortened } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { countHits, uncountHit } from '../../lib/rate-limits.js';

/** One mention email per person per thread in this window; later mentions are read in the thread. */
export const MENTION_EMAIL_WINDOW_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface MentionEmails {
  sender: { id: string; name: string };
  board: { id: string; title: string };
  field: string;
  threadId: string;
  body: string;
  recipients: { id: string; email: string }[];
}

/**
 * Emails each mentioned member (the author excluded by the caller) the comment's text and a link
 * that opens the board at the field with the thread shown. Flood limits, counted in the database:
 * a person already emailed about this thread within 10 minutes gets no second email (the one they
 * have leads to the thread, where the later mentions are), and a sender's emails stop for the day
 * at `MENTION_EMAILS_PER_DAY` (the comment is saved either way). User text goes in as quoted,
 * single-line values; a failed send is logged, not thrown.
 */
export async function sendMentionEmails(
  deps: Deps<'db' | 'config' | 'mailer' | 'log'>,
  mail: MentionEmails,
): Promise<void> {
  const link = `${deps.config.APP_ORIGIN}${commentThreadPath(mail.board.id, mail.field, mail.threadId)}`;
  const who = quotedLine(shortened(mail.sender.name, 80));
  const where = `the board ${quotedLine(shortened(mail.board.title, 80))}`;
  const subject = `${who} mentioned you on ${where}`;
  const text = [
    `${who} mentioned you in a comment on ${where}:`,
    '',
    quotedLine(shortened(mail.body, 500)),
    '',
    `Open the comment: ${link}`,
  ].join('\n');
  const dayKey = `mention-day:${mail.sender.id}`;
  for (const recipient of mail.recipients) {
    const threadKey = `mention-thread:${mail.threadId}:${recipient.id}`;
    const hits = await countHits(deps.db, [
      { key: threadKey, windowMs: MENTION_EMAIL_WINDOW_MS },
      { key: dayKey, windowMs: DAY_MS },
    ]);
    if ((hits.get(threadKey)?.hits ?? 1) > 1) {
      await uncountHit(deps.db, dayKey);
      continue;
    }
    if ((hits.get(dayKey)?.hits ?? 1) > deps.config.MENTION_EMAILS_PER_DAY) {
      deps.log.warn({ sender: mail.sender.id }, 'mention email not sent: daily cap reached');
      continue;
    }
    try {
      await deps.mailer.send({ to: recipient.email, subject, text, link });
    } catch (err) {
      deps.log.error({ err, to: recipient.email }, 'mention email failed');
    }
  }
}
