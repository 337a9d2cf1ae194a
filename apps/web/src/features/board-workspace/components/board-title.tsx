import { proposedTitle } from '@planner/domain';
import { PencilIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { canEditBoard } from '@/lib/board-role';
import { useGetBoardQuery, usePatchBoardMutation } from '@/lib/boards-api';

// The form checks the name with the domain's zod schema: it loads on the first Rename, not with the page.
const BoardTitleForm = React.lazy(() => import('./board-title-form'));

/**
 * The board's name in its own header. The owner and editors rename it there ("Rename board"), and
 * while it is still "Untitled board" once an initial idea is saved, the idea's first words are
 * proposed ("Use this name" or "Edit name"): proposed, never set without the founder. A viewer or
 * commenter reads the name only.
 */
export function BoardTitle({ boardId }: { boardId: string }) {
  const { data: board } = useGetBoardQuery(boardId);
  const [patchBoard] = usePatchBoardMutation();
  const [editing, setEditing] = React.useState<string | null>(null);
  const [notNow, setNotNow] = React.useState(false);
  const renameButton = React.useRef<HTMLButtonElement>(null);
  if (!board) return null;
  const editable = canEditBoard(board);
  const proposal = editable && !notNow ? proposedTitle(board.title, board.ideaData.initialIdea) : null;

  function rename(title: string) {
    setEditing(null);
    if (title === board?.title) return;
    patchBoard({ id: boardId, patch: { title } })
      .unwrap()
      .catch((error: unknown) => toast.error(`Could not rename the board: ${errorMessage(error)}`));
  }

  if (editing !== null) {
    return (
      <React.Suspense fallback={<p className="text-sm text-muted-foreground">{board.title}</p>}>
        <BoardTitleForm
          initial={editing}
          onSave={rename}
          onCancel={() => {
            setEditing(null);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      </React.Suspense>
    );
  }
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex min-w-0 items-center gap-1">
        <p className="max-w-[40ch] truncate font-semibold" title={board.title} data-testid="board-title">
          {board.title}
        </p>
        {editable && (
          <Button
            ref={renameButton}
            variant="ghost"
            size="icon"
            aria-label="Rename board"
            onClick={() => setEditing(board.title)}
          >
            <PencilIcon aria-hidden />
          </Button>
        )}
      </div>
      {proposal && (
        <div
          role="group"
          aria-label="Proposed name"
          className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/60 px-3 py-1.5 text-sm"
        >
          <p>
            Name this board “<span className="font-medium">{proposal}</span>”?
          </p>
          <Button size="sm" onClick={() => rename(proposal)}>
            Use this name
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(proposal)}>
            Edit name
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNotNow(true)}>
            Not now
          </Button>
        </div>
      )}
    </div>
  );
}
