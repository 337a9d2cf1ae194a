/**
 * An invitation link leads to /register or /login with `?email=&invitation=<token>`. The
 * board it opens is looked up at once (the token stops working when the address is verified and the
 * membership becomes active) and kept in this browser, so the verification's "Continue" opens the
 * board (`takeInvitationPath`). Verified in another browser, the board is on home under "Shared with you".
 */
const KEY = 'planner:invited-board';

export function rememberInvitation(token: string | null): void {
  if (!token) return;
  void fetch(`/api/invitations/${encodeURIComponent(token)}`)
    .then((response) =>
      response.ok ? (response.json() as Promise<{ invitation: { boardId: string } }>) : null,
    )
    .then((answer) => answer && localStorage.setItem(KEY, answer.invitation.boardId))
    // Unknown token, offline or storage refused: the board still waits on home.
    .catch(() => undefined);
}

/** The first stage of the board a remembered invitation opens (a new member starts there), then forgotten. */
export function takeInvitationPath(): string | null {
  try {
    const boardId = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return boardId && `/${boardId}/idea`;
  } catch {
    return null;
  }
}
