import { RefreshCwIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';

import type { EditConflictChoiceProps } from './edit-conflict';

// Shown only after a refused save: its code (the side-by-side diff) loads then, not with the page.
const EditConflictChoice = React.lazy(() =>
  import('./edit-conflict').then((module) => ({ default: module.EditConflictChoice })),
);

export interface EditConflictSlotProps extends EditConflictChoiceProps {
  edit: EditConflictChoiceProps['edit'] & { liveChange?: unknown; showTheirs?: () => void };
}

/**
 * The edit conflict's choice when the field has one (`edit-conflict.tsx`); while the field is being
 * edited and someone saved it (the live stream), a notice offering their version; nothing otherwise.
 */
export function EditConflictSlot(props: EditConflictSlotProps) {
  const { edit, label } = props;
  if (!edit.conflict && edit.liveChange && edit.showTheirs) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-500/60 bg-sky-50/60 p-3 text-sm dark:bg-sky-950/30"
      >
        <RefreshCwIcon aria-hidden className="size-4 shrink-0 text-sky-700 dark:text-sky-400" />
        <span className="min-w-0 flex-1">
          {edit.savedBy ?? 'Someone else'} saved {label.toLowerCase()} while you were editing. Your text is
          still in the editor.
        </span>
        <Button size="sm" variant="outline" onClick={edit.showTheirs}>
          Show their version
        </Button>
      </div>
    );
  }
  if (!edit.conflict) return null;
  return (
    <React.Suspense fallback={null}>
      <EditConflictChoice {...props} />
    </React.Suspense>
  );
}
