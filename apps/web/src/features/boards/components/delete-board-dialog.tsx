import type { Board } from '@planner/domain';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { TRASH_COUNTS_TEXT } from './board-quota-note';

interface DeleteBoardDialogProps {
  board: Board | null;
  onClose: () => void;
  onConfirm: (board: Board) => void;
}

/** Delete (to the trash) only after a confirmation; the deletion itself is optimistic. */
export function DeleteBoardDialog({ board, onClose, onConfirm }: DeleteBoardDialogProps) {
  return (
    <Dialog open={board !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this board?</DialogTitle>
          <DialogDescription>
            &ldquo;{board?.title}&rdquo; moves to the trash. You can restore it from there for 30 days; after
            that it is deleted for good. {TRASH_COUNTS_TEXT}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              if (board) onConfirm(board);
              onClose();
            }}
          >
            Delete board
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
