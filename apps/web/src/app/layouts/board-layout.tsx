import { applyBoardPatch, STAGE_SLUGS, stageUrl } from '@planner/domain';
import * as React from 'react';
import { Navigate, Outlet, useMatch, useParams } from 'react-router';

import { BoardAccessBar } from '@/app/layouts/board-access-bar';
import { BoardNotFound } from '@/app/layouts/board-not-found';
import { CONTENT_ID, SiteHeader } from '@/app/layouts/site-header';
import BoardSession from '@/app/routes/board-session';
import BoardSidebar from '@/app/routes/board-sidebar';
import { PlanningNotice } from '@/components/layout/planning-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { setBoardPatchRule, useGetBoardQuery } from '@/lib/boards-api';

/**
 * The board frame (spec 2): header, the 18rem sidebar, the stage content, the planning notice and
 * the footer.
 */
// On a board, an optimistic PATCH keeps the forecast's cost lines the budget's, as the server does.
setBoardPatchRule(applyBoardPatch);

export function BoardLayout() {
  // `/:boardId` itself (a share email's link) opens the board; here, not in the router, which the entry carries.
  const boardIndex = useMatch('/:boardId') !== null;
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader fluid />
      <BoardSession />
      <SidebarProvider className="min-h-0 flex-1">
        {/* In the frame's own chunk: a server-rendered board page hydrates the sidebar with the page. */}
        <BoardSidebar />
        <SidebarInset className="min-w-0">
          {/* Opens the slide-in sheet on phones and toggles the icon mode on wider screens (also Ctrl/Cmd+B). */}
          <div className="flex flex-wrap items-center gap-2 px-2 pt-2 sm:px-6">
            <SidebarTrigger />
            <BoardAccessBar />
          </div>
          <div className="flex flex-1 flex-col gap-6 px-4 pt-2 pb-6 sm:px-8">
            {/* "Skip to content" lands here: the next Tab is the page's first control. */}
            <div id={CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
              {boardIndex ? <BoardIndex /> : <Outlet />}
            </div>
            <PlanningNotice />
          </div>
          <SiteFooter />
        </SidebarInset>
      </SidebarProvider>
    </div>
  );
}

// `/{boardId}/review` is served here, not by a route of its own: a route in the router adds
// its lazy import to the entry, which /login's 150 KB budget counts (it had about 60 bytes of room).
const BoardReviewRoute = React.lazy(() => import('@/app/routes/board-review'));

/** `/:boardId/:stage`: only the six stage slugs are stages (lives here to keep the domain's schemas out of /login). */
export function StageGate() {
  const { stage = '' } = useParams();
  if (stage === 'review') {
    return (
      <React.Suspense fallback={null}>
        <BoardReviewRoute />
      </React.Suspense>
    );
  }
  if (!(STAGE_SLUGS as readonly string[]).includes(stage)) return <BoardNotFound />;
  return <Outlet />;
}

/**
 * `/:boardId` (the link of a share email): the board at the caller's own stage once it is
 * read; a board the caller cannot open shows the board 404.
 */
function BoardIndex() {
  const { boardId = '' } = useParams();
  const { data: board, isError } = useGetBoardQuery(boardId);
  if (board) return <Navigate to={stageUrl(board.id, board.currentStage)} replace />;
  return isError ? <BoardNotFound /> : null;
}
