import { Trash2Icon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';

const TrashSheet = React.lazy(() =>
  import('./trash-sheet').then((module) => ({ default: module.TrashSheet })),
);

/** Home's "Trash": deleted boards, each restorable until it is purged, or deleted forever now. */
export function TrashView() {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Trash2Icon aria-hidden />
        Trash
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <TrashSheet open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
