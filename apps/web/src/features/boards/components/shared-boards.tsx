import type { Board } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { leaveBoard } from '@/lib/sharing-api';

import { BoardCard } from './board-card';

const ROLE_NAMES = {
  owner: 'an owner',
  editor: 'an editor',
  commenter: 'a commenter',
  viewer: 'a viewer',
} as const;

/**
 * "Shared with you" on home: each card names the owner and the user's role, and offers
 * "Leave board" instead of Rename and Delete. Home loads it only when some board is shared.
 */
// "Leave board" has no icon: lucide's LogOut is the entry's (Sign Out), and sharing it with this chunk
// made the bundler move lucide's icon factory out of the entry (+0.5 KB on every page).
export default function SharedBoards({ boards, userId }: { boards: Board[]; userId: string }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the root state is assembled from lazily injected slices
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();

  async function leave(board: Board) {
    try {
      await dispatch(leaveBoard(board.id, userId));
      toast.success(`You left "${board.title}"`);
    } catch (error) {
      toast.error(`Could not leave the board: ${errorMessage(error)}`);
    }
  }

  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-4">
      <h2 id="shared-heading" className="text-2xl font-semibold">
        Shared with you
      </h2>
      <ul aria-label="Boards shared with you" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {boards.map((board) => (
          <BoardCard
            key={board.id}
            board={board}
            level="h3"
            about={
              <p className="text-sm text-muted-foreground">
                Shared by{' '}
                <span className="font-medium text-foreground">{board.ownerName ?? 'its owner'}</span> · You
                are {ROLE_NAMES[board.role ?? 'viewer']}
              </p>
            }
            actions={
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void leave(board)}
                aria-label={`Leave ${board.title}`}
              >
                Leave board
              </Button>
            }
          />
        ))}
      </ul>
    </section>
  );
}
