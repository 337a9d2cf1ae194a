import type { TrashedBoard } from '@planner/domain';
import { RotateCcwIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-error';
import { useDeleteBoardForeverMutation, useListTrashQuery, useRestoreBoardMutation } from '@/lib/boards-api';

import { exactTime, relativeTime } from '../lib/format-time';

/** The Trash sheet, loaded when the user first opens it (a dialog's code is no part of home's first load). */
export function TrashSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>Trash</SheetTitle>
          <SheetDescription>
            Deleted boards stay here with their history until the date shown, then they are deleted for good.
          </SheetDescription>
        </SheetHeader>
        {open && <TrashList />}
      </SheetContent>
    </Sheet>
  );
}

function TrashList() {
  const trash = useListTrashQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restoreBoard] = useRestoreBoardMutation();
  const [deleteForever] = useDeleteBoardForeverMutation();
  const [confirming, setConfirming] = React.useState<TrashedBoard | null>(null);

  function restore(board: TrashedBoard) {
    restoreBoard(board.id)
      .unwrap()
      .then(() => toast.success(`"${board.title}" was restored`))
      .catch((error: unknown) => toast.error(`Could not restore the board: ${errorMessage(error)}`));
  }

  function remove(board: TrashedBoard) {
    setConfirming(null);
    deleteForever(board.id)
      .unwrap()
      .then(() => toast.success(`"${board.title}" was deleted forever`))
      .catch((error: unknown) => toast.error(`Could not delete the board: ${errorMessage(error)}`));
  }

  if (trash.isLoading) return <p className="px-4 text-sm text-muted-foreground">Loading the trash…</p>;
  if (trash.isError) return <p className="px-4 text-sm text-destructive">{errorMessage(trash.error)}</p>;
  const boards = trash.data ?? [];
  return (
    <div className="px-4 pb-6">
      {boards.length === 0 ? (
        <p className="text-sm text-muted-foreground">The trash is empty.</p>
      ) : (
        <ul aria-label="Boards in the trash" className="flex flex-col gap-3">
          {boards.map((board) => (
            <li key={board.id} className="flex flex-col gap-3 rounded-lg border p-4">
              <div>
                <p className="font-medium break-words">{board.title}</p>
                <p className="text-sm text-muted-foreground">
                  Deleted <time dateTime={board.deletedAt}>{relativeTime(board.deletedAt)}</time>; deleted for
                  good on <time dateTime={board.purgeAt}>{exactTime(board.purgeAt)}</time>.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => restore(board)} aria-label={`Restore ${board.title}`}>
                  <RotateCcwIcon aria-hidden />
                  Restore
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setConfirming(board)}
                  aria-label={`Delete ${board.title} forever`}
                >
                  Delete forever
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={confirming !== null} onOpenChange={(next) => !next && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this board forever?</DialogTitle>
            <DialogDescription>
              &ldquo;{confirming?.title}&rdquo; and its whole history will be deleted. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => confirming && remove(confirming)}>
              Delete forever
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
