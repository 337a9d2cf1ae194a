import { type Board, BoardTitleSchema } from '@planner/domain';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface RenameBoardDialogProps {
  board: Board | null;
  onClose: () => void;
  onRename: (board: Board, title: string) => void;
}

/** Asks for the new name; the rename itself is optimistic (the dialog closes at once). */
export function RenameBoardDialog({ board, onClose, onRename }: RenameBoardDialogProps) {
  return (
    <Dialog open={board !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed by board so the form starts from that board's name each time. */}
        {board && <RenameForm key={board.id} board={board} onClose={onClose} onRename={onRename} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ board, onClose, onRename }: RenameBoardDialogProps & { board: Board }) {
  const [title, setTitle] = React.useState(board.title);
  const [error, setError] = React.useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = BoardTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    if (parsed.data !== board.title) onRename(board, parsed.data);
    onClose();
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Rename board</DialogTitle>
        <DialogDescription>
          The name shows on your home screen and at the top of the sidebar.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="board-title">Board name</Label>
        <Input
          id="board-title"
          value={title}
          aria-invalid={error !== null}
          aria-describedby={error ? 'board-title-error' : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="board-title-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Save name</Button>
      </DialogFooter>
    </form>
  );
}
