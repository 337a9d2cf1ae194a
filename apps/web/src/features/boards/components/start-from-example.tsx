import { BookOpenIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';

// The dialog, its list and the samples' API load on the first click: home's first load stays as it was.
const SampleBoardsDialog = React.lazy(() =>
  import('./sample-boards-dialog').then((module) => ({ default: module.SampleBoardsDialog })),
);

/** Home's "Start from an example" button. */
export function StartFromExample() {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <BookOpenIcon aria-hidden />
        Start from an example
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <SampleBoardsDialog open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
