import type { CommentPage } from '@planner/domain';
import { commentPageOf, STAGE_SLUGS } from '@planner/domain';
import { MessageSquareIcon } from 'lucide-react';
import * as React from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useGetBoardQuery } from '@/lib/boards-api';
import { useListCommentsQuery } from '@/lib/comments-api';

// The panel (Markdown, the box with mentions) is its own chunk: loaded when it opens.
const CommentsPanel = React.lazy(() => import('./comments-panel'));

/** The page of a board a path shows: a stage's slug, `plan` or `forecast`; null for any other. */
function pageOf(pathname: string): CommentPage | null {
  const page = pathname.split('/')[2] ?? '';
  return page === 'plan' || page === 'forecast' || (STAGE_SLUGS as readonly string[]).includes(page)
    ? (page as CommentPage)
    : null;
}

/**
 * "Comments" in the board's bar, with the number of open threads on this page: opens the side
 * panel (a sheet on phones). A link with `?thread=` opens it at once, at that thread.
 */
export function CommentsButton({ boardId, userId }: { boardId: string; userId: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(pathname);
  const focusThread = params.get('thread');
  const [open, setOpen] = React.useState(focusThread !== null);
  // A link to another thread (the same page, a new ?thread=) opens the panel again.
  const [openedFor, setOpenedFor] = React.useState(focusThread);
  if (focusThread !== openedFor) {
    setOpenedFor(focusThread);
    if (focusThread) setOpen(true);
  }
  const { data: board } = useGetBoardQuery(boardId);
  const { data: threads = [] } = useListCommentsQuery(boardId, { skip: page === null });
  if (!page || !board) return null;
  const openCount = threads.filter((t) => t.status === 'open' && commentPageOf(t.field) === page).length;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquareIcon aria-hidden />
        Comments
        {openCount > 0 && <span aria-label={`${openCount} open`}>({openCount})</span>}
      </Button>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Comments</SheetTitle>
          <SheetDescription>Notes on the fields of this page, with replies.</SheetDescription>
        </SheetHeader>
        <React.Suspense fallback={null}>
          <CommentsPanel
            board={board}
            page={page}
            userId={userId}
            focusField={params.get('field')}
            focusThread={focusThread}
          />
        </React.Suspense>
      </SheetContent>
    </Sheet>
  );
}
