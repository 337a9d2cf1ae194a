import type { MembershipRole } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';

/** The sign-up link of an invite: the register page with the email filled in. */
export function inviteLink(appOrigin: string, email: string): string {
  return `${appOrigin}/register?email=${encodeURIComponent(email)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Sends the invitation after the transaction committed; a mail failure is logged, not thrown,
 * because the invite is already stored and the admin can invite again to resend.
 */
export async function sendInviteEmail(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  invite: { email: string; companyName: string; role: MembershipRole },
): Promise<void> {
  const link = inviteLink(deps.config.APP_ORIGIN, invite.email);
  const what = invite.role === 'admin' ? 'as an admin of' : 'to';
  const text = [
    `You have been invited ${what} ${invite.companyName} on Planning Workspace.`,
    '',
    `Create your account with this email address to accept the invitation: ${link}`,
    '',
    'If you already have an account, sign in and verify your email address; the invitation is applied automatically.',
  ].join('\n');
  const html = `<p>You have been invited ${what} <strong>${escapeHtml(invite.companyName)}</strong> on Planning Workspace.</p>
<p><a href="${escapeHtml(link)}">Create your account</a> with this email address to accept the invitation.</p>
<p>If you already have an account, sign in and verify your email address; the invitation is applied automatically.</p>`;
  try {
    await deps.mailer.send({
      to: invite.email,
      subject: `You're invited to join ${invite.companyName} on Planning Workspace`,
      text,
      html,
      link,
    });
  } catch (err) {
    deps.log.error({ err, to: invite.email }, 'invite email failed');
  }
}
