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

interface DeleteBoardDialogProps {
  board: Board | null;
  onClose: () => void;
  onConfirm: (board: Board) => void;
}

/** Delete only after a confirmation; the deletion itself is optimistic. */
export function DeleteBoardDialog({ board, onClose, onConfirm }: DeleteBoardDialogProps) {
  return (
    <Dialog open={board !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this board?</DialogTitle>
          <DialogDescription>
            &ldquo;{board?.title}&rdquo; and everything on it will be removed. This cannot be undone.
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
