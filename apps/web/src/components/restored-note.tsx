import { HistoryIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** Says an editor holds unsaved changes restored after a reload, with a way to drop them. */
export function RestoredNote({ edit }: { edit: { restored: boolean; discard: () => void } }) {
  if (!edit.restored) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-muted/60 px-3 py-2 text-sm"
    >
      <HistoryIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <p>Restored your unsaved changes.</p>
      <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={edit.discard}>
        Discard them
      </Button>
    </div>
  );
}
