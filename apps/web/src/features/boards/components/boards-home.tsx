import { type Board, stageUrl } from '@planner/domain';
import { LayoutGridIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/api-error';
import {
  useCreateBoardMutation,
  useDeleteBoardMutation,
  useListBoardsQuery,
  usePatchBoardMutation,
  useRestoreBoardMutation,
} from '@/lib/boards-api';

import { BoardCard } from './board-card';
import { BoardQuotaNote } from './board-quota-note';
import { TrashView } from './trash-view';

// It validates with the domain's zod schema: loaded on the first Rename, so home's first paint loads no zod.
const RenameBoardDialog = React.lazy(() =>
  import('./rename-board-dialog').then((module) => ({ default: module.RenameBoardDialog })),
);
// Boards shared with the user and their "Leave board": loaded only when there are some.
const SharedBoards = React.lazy(() => import('./shared-boards'));
// Dialogs are no part of home's first load: the delete dialog loads on the first Delete.
const DeleteBoardDialog = React.lazy(() =>
  import('./delete-board-dialog').then((module) => ({ default: module.DeleteBoardDialog })),
);

/**
 * Home (/): the signed-in user's boards, most recently updated first, then the boards shared with
 * them; `actions` sit beside "New board". `userId` finds the user's entry to leave a board.
 */
export function BoardsHome({ actions, userId }: { actions?: React.ReactNode; userId: string }) {
  const boards = useListBoardsQuery();
  const [createBoard, creation] = useCreateBoardMutation();
  const [patchBoard] = usePatchBoardMutation();
  const [deleteBoard] = useDeleteBoardMutation();
  const [restoreBoard] = useRestoreBoardMutation();
  const [renaming, setRenaming] = React.useState<Board | null>(null);
  // Mounted from the first Rename on, so later closes keep their animation.
  const [renameUsed, setRenameUsed] = React.useState(false);
  const [deleting, setDeleting] = React.useState<Board | null>(null);
  const [deleteUsed, setDeleteUsed] = React.useState(false);
  const [createError, setCreateError] = React.useState<string | null>(null);
  const navigate = useNavigate();

  async function create() {
    setCreateError(null);
    try {
      const board = await createBoard({}).unwrap();
      toast.success('Board created');
      // Straight to the first step, where the empty state said to write the idea down.
      void navigate(stageUrl(board.id, board.currentStage));
    } catch (error) {
      setCreateError(errorMessage(error));
    }
  }

  function rename(board: Board, title: string) {
    patchBoard({ id: board.id, patch: { title } })
      .unwrap()
      .catch((error: unknown) => toast.error(`Could not rename the board: ${errorMessage(error)}`));
  }

  function remove(board: Board) {
    deleteBoard(board.id)
      .unwrap()
      .then(() =>
        toast.success(`"${board.title}" was moved to the trash`, {
          action: { label: 'Undo', onClick: () => void restoreBoard(board.id) },
        }),
      )
      .catch((error: unknown) => toast.error(`Could not delete the board: ${errorMessage(error)}`));
  }

  const createButton = (
    <Button onClick={() => void create()} disabled={creation.isLoading}>
      {creation.isLoading ? <Spinner /> : <PlusIcon aria-hidden />}
      {creation.isLoading ? 'Creating…' : 'New board'}
    </Button>
  );

  const all = boards.data ?? [];
  // The caller's own boards, then those shared with them (a board without a role is the caller's own).
  const list = all.filter((b) => (b.role ?? 'owner') === 'owner');
  const shared = all.filter((b) => (b.role ?? 'owner') !== 'owner');

  return (
    <TooltipProvider>
      <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold">Your boards</h1>
            <p className="mt-1 max-w-[60ch] text-muted-foreground">
              Each board takes one business idea through six stages, from the first spark to a launch plan.
            </p>
            <BoardQuotaNote />
          </div>
          <div className="flex flex-wrap items-start gap-2">
            {actions}
            <TrashView />
            {list.length > 0 && createButton}
          </div>
        </div>

        {createError && (
          <Alert variant="destructive">
            <AlertTitle>Failed to create board</AlertTitle>
            <AlertDescription>{createError}</AlertDescription>
          </Alert>
        )}

        {boards.isLoading && (
          <ul aria-label="Loading boards" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="rounded-xl border bg-card p-5">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="mt-3 h-4 w-1/2" />
                <Skeleton className="mt-5 h-1.5 w-full" />
              </li>
            ))}
          </ul>
        )}

        {boards.isError && (
          <Alert variant="destructive">
            <AlertTitle>Your boards could not be loaded</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(boards.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void boards.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}

        {boards.isSuccess && list.length === 0 && (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <LayoutGridIcon aria-hidden className="size-6" />
            </span>
            <div className="flex max-w-[48ch] flex-col gap-1">
              <h2 className="text-xl font-semibold">No boards yet</h2>
              <p className="text-muted-foreground">
                Start your first board: write down your idea in a sentence or two and the workspace will guide
                you from there.
              </p>
            </div>
            {createButton}
          </div>
        )}

        {list.length > 0 && (
          <ul aria-label="Boards" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((board) => (
              <BoardCard
                key={board.id}
                board={board}
                actions={
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setRenameUsed(true);
                        setRenaming(board);
                      }}
                      aria-label={`Rename ${board.title}`}
                    >
                      <PencilIcon aria-hidden />
                      Rename
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => {
                        setDeleteUsed(true);
                        setDeleting(board);
                      }}
                      aria-label={`Delete ${board.title}`}
                    >
                      <Trash2Icon aria-hidden />
                      Delete
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
        )}

        {shared.length > 0 && (
          <React.Suspense fallback={null}>
            <SharedBoards boards={shared} userId={userId} />
          </React.Suspense>
        )}

        {renameUsed && (
          <React.Suspense fallback={null}>
            <RenameBoardDialog board={renaming} onClose={() => setRenaming(null)} onRename={rename} />
          </React.Suspense>
        )}
        {deleteUsed && (
          <React.Suspense fallback={null}>
            <DeleteBoardDialog board={deleting} onClose={() => setDeleting(null)} onConfirm={remove} />
          </React.Suspense>
        )}
      </section>
    </TooltipProvider>
  );
}
