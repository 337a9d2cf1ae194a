import { InfoIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { usePatchBoardMutation } from '@/lib/boards-api';

/**
 * Said once, on the Budgeting page and the forecast: what joining the budget and the forecast's cost
 * lines into one list changed. "Got it" clears it for everyone on the board.
 */
export function MergeNotice({ boardId, notice }: { boardId: string; notice: string | null | undefined }) {
  const [patchBoard, { isLoading }] = usePatchBoardMutation();
  if (!notice) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border bg-muted/60 px-3 py-2 text-sm"
      data-testid="merge-notice"
    >
      <p className="flex gap-2">
        <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{notice}</span>
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isLoading}
          onClick={() => void patchBoard({ id: boardId, patch: { budgetingData: { mergeNotice: null } } })}
        >
          Got it
        </Button>
      </div>
    </div>
  );
}
