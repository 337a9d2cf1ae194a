import type { ActionMode } from '@planner/domain';

import type { MailMessage } from '../../lib/mailer.js';

const PRODUCT = 'Planning Workspace';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphs(lines: string[], link: string, action: string): string {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
${body.replace('{LINK}', `<a href="${href}">${escapeHtml(action)}</a>`)}
</body></html>`;
}

/** The email that carries an action link, in the product's plain, friendly tone. */
export function actionEmail(
  mode: ActionMode,
  to: { email: string; displayName: string },
  link: string,
): MailMessage {
  const hello = to.displayName ? `Hello ${to.displayName},` : 'Hello,';
  const signOff = ['Thanks,', `Your ${PRODUCT} team`];
  if (mode === 'verifyEmail') {
    const lines = [
      hello,
      'Follow this link to verify your email address.',
      '{LINK}',
      "If you didn't ask to verify this address, you can ignore this email. The link works for 72 hours.",
    ];
    return {
      to: to.email,
      subject: `Verify your email for ${PRODUCT}`,
      text: [...lines.map((l) => l.replace('{LINK}', link)), signOff.join('\n')].join('\n\n'),
      html: paragraphs([...lines, ...signOff], link, 'Verify my email'),
      link,
    };
  }
  const lines = [
    hello,
    `Follow this link to reset your ${PRODUCT} password for your ${to.email} account.`,
    '{LINK}',
    "If you didn't ask to reset your password, you can ignore this email. The link works for 1 hour.",
  ];
  return {
    to: to.email,
    subject: `Reset your password for ${PRODUCT}`,
    text: [...lines.map((l) => l.replace('{LINK}', link)), signOff.join('\n')].join('\n\n'),
    html: paragraphs([...lines, ...signOff], link, 'Reset my password'),
    link,
  };
}
