import type { ShareRole } from '@planner/domain';
import { sharedBoardSentence } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where an invitation's link leads: sign-up with the address filled in, or sign-in when it has an account. */
export function invitationLink(appOrigin: string, email: string, token: string, hasAccount: boolean): string {
  const page = hasAccount ? 'login' : 'register';
  return `${appOrigin}/${page}?email=${encodeURIComponent(email)}&invitation=${encodeURIComponent(token)}`;
}

export interface ShareEmail {
  to: string;
  ownerName: string;
  boardId: string;
  boardTitle: string;
  role: ShareRole;
  /** An invitation's token and whether an account holds the address; absent when access is given at once. */
  invitation?: { token: string; hasAccount: boolean };
}

/**
 * `"Ada" shared the board "Coffee cart" with you as an editor` (`sharedBoardSentence`: the name and
 * the title each one quoted line, in the subject and both bodies): with a link to the board (a
 * verified account has access at once), or the invitation's link. Sent after the write, which
 * counted it (`countShareEmail`); a mail failure is logged, not thrown (the owner can resend).
 */
export async function sendShareEmail(
  deps: Deps<'mailer' | 'config' | 'log'>,
  email: ShareEmail,
): Promise<void> {
  const sentence = sharedBoardSentence(email.ownerName, email.boardTitle, email.role);
  const origin = deps.config.APP_ORIGIN;
  const link = email.invitation
    ? invitationLink(origin, email.to, email.invitation.token, email.invitation.hasAccount)
    : `${origin}/${email.boardId}`;
  const action = email.invitation
    ? email.invitation.hasAccount
      ? 'Sign in and verify your email address to open it'
      : 'Create your account with this email address to open it'
    : 'Open the board';
  const text = [`${sentence}.`, '', `${action}: ${link}`].join('\n');
  const html = `<p>${escapeHtml(sentence)}.</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  try {
    await deps.mailer.send({ to: email.to, subject: sentence, text, html, link });
  } catch (err) {
    deps.log.error({ err, to: email.to }, 'share email failed');
  }
}
