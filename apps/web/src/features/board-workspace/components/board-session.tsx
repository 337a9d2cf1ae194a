import { useBoardSession } from '../hooks/use-board-session';
import { useLiveBoard } from '../hooks/use-live-board';

/**
 * Opens the board once per board page and keeps it live (the others' changes, who is here); the board
 * frame renders it beside the sidebar and the stage.
 */
export function BoardSession({ boardId, userId }: { boardId: string; userId?: string }) {
  useBoardSession(boardId);
  useLiveBoard(boardId, userId);
  return null;
}
