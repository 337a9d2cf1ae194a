import { useBoardSession } from '../hooks/use-board-session';

/** Opens the board once per board page; the board frame renders it beside the sidebar and the stage. */
export function BoardSession({ boardId }: { boardId: string }) {
  useBoardSession(boardId);
  return null;
}
