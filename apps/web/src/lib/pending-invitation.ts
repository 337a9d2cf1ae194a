/**
 * An invitation link (issue 24) leads to /register or /login with `?email=&invitation=<token>`. The
 * token is kept in this browser until the address is verified, so the verification's "Continue"
 * opens the shared board (`invitationPath`). Verified in another browser, the board is on home
 * under "Shared with you".
 */
const KEY = 'planner:invitation';

export function rememberInvitation(token: string | null): void {
  if (!token) return;
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the board still waits on home.
  }
}

/** The board a remembered invitation opens (its first stage), then forgotten; null without one. */
export async function takeInvitationPath(): Promise<string | null> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!token) return null;
  const response = await fetch(`/api/invitations/${encodeURIComponent(token)}`).catch(() => null);
  if (!response?.ok) return null;
  const { invitation } = (await response.json()) as { invitation: { boardId: string } };
  // A new member starts at the board's first stage (`/{boardId}/idea`).
  return `/${invitation.boardId}/idea`;
}
