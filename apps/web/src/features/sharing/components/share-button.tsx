import { Share2Icon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { useGetBoardQuery } from '@/lib/boards-api';

// The dialog (and the sharing API) load on the first click: a board page's first load carries neither.
const ShareDialog = React.lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** "Share" on the board page: opens the Share dialog of the board of the URL. */
export function ShareButton({ boardId, userId }: { boardId: string; userId: string }) {
  const { data: board } = useGetBoardQuery(boardId);
  const [open, setOpen] = React.useState(false);
  // Mounted from the first click on, so later closes keep their animation and return focus here.
  const [used, setUsed] = React.useState(false);
  if (!board) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Share2Icon aria-hidden />
        Share
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <ShareDialog board={board} userId={userId} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
