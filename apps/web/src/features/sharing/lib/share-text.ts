import {
  type BoardMember,
  type BoardRole,
  INVITATION_DAYS,
  SHARE_ROLES,
  type ShareRole,
} from '@planner/domain';

import { errorMessage } from '@/lib/api-error';

export const ROLE_LABELS: Record<BoardRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  commenter: 'Commenter',
  viewer: 'Viewer',
};

/** The roles an owner gives, strongest first. */
export const INVITABLE_ROLES: readonly ShareRole[] = SHARE_ROLES;

/** A view-only link's lifetime choices (the API takes 1-365 days, or none: it never expires). */
export const LINK_EXPIRIES: readonly { label: string; days: number | null }[] = [
  { label: 'Never', days: null },
  { label: 'In 7 days', days: 7 },
  { label: 'In 30 days', days: 30 },
  { label: 'In 90 days', days: 90 },
  { label: 'In a year', days: 365 },
];

/** An invitation's line: when it was sent, or that it expired (it can be sent again). */
export function invitationState(member: BoardMember): { expired: boolean; text: string } {
  const expired = member.status === 'expired';
  if (expired) return { expired, text: `Invitation expired: resend it for ${INVITATION_DAYS} more days` };
  const sent = member.invitedAt ? new Date(member.invitedAt).toLocaleDateString() : null;
  return { expired, text: sent ? `Invited ${sent}` : 'Invited' };
}

/** A refusal of the sharing API in words: the server's message names the problem (409, 400, 429). */
export function shareErrorText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  if (status === 429) return `${errorMessage(error)} Nothing was sent.`;
  return errorMessage(error);
}
