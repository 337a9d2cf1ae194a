import { EyeIcon } from 'lucide-react';
import * as React from 'react';
import { useParams } from 'react-router';

import { useAuth } from '@/features/auth/hooks/use-auth';
import { BoardTitle } from '@/features/board-workspace/components/board-title';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { ShareButton } from '@/features/sharing/components/share-button';
import { readOnlyLine } from '@/lib/board-role';
import { useGetBoardQuery } from '@/lib/boards-api';
import { selectViewers } from '@/lib/live-slice';
import { useAppSelector } from '@/lib/store-hooks';

// Loaded once someone else is here.
const PeopleHere = React.lazy(() =>
  import('@/features/board-workspace/components/people-here').then((m) => ({ default: m.PeopleHere })),
);

/**
 * Above every screen of a board: for a viewer or commenter the quiet line saying what
 * they may do; nothing for an editor or the owner.
 */
/** The board frame's bar beside the sidebar's trigger: the board's name, what the caller may do, and "Share". */
export function BoardAccessBar() {
  const { boardId = '' } = useParams();
  const { user } = useAuth();
  const othersHere = useAppSelector((state) => selectViewers(state, boardId)).some((v) => v.id !== user?.uid);
  return (
    <>
      <BoardTitle boardId={boardId} />
      <ReadOnlyLine />
      <div className="ml-auto flex items-center gap-2">
        {othersHere && (
          <React.Suspense fallback={null}>
            <PeopleHere boardId={boardId} userId={user?.uid ?? ''} />
          </React.Suspense>
        )}
        <CommentsButton boardId={boardId} userId={user?.uid ?? ''} />
        <ShareButton boardId={boardId} userId={user?.uid ?? ''} />
      </div>
    </>
  );
}

export function ReadOnlyLine() {
  const { boardId = '' } = useParams();
  const { data: board } = useGetBoardQuery(boardId);
  const line = board ? readOnlyLine(board) : null;
  if (!line) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <EyeIcon aria-hidden className="size-4" />
      {line}
    </p>
  );
}
