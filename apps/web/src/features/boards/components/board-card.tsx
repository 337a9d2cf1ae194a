import { type Board, boardProgress, progressSegments, slugFromStage, stageInfo } from '@planner/domain';
import { ArrowRightIcon, FileTextIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { SegmentedProgress } from '@/components/ui/segmented-progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

import { exactTime, relativeTime } from '../lib/format-time';

interface BoardCardProps {
  board: Board;
  /** The title's level: h2 under "Your boards", h3 under "Shared with you". */
  level?: 'h2' | 'h3';
  /** Under the title: who shared the board and the caller's role. */
  about?: React.ReactNode;
  /** After Open and Plan: Rename and Delete on the owner's card, "Leave board" on a shared one. */
  actions: React.ReactNode;
}

// The score is a second read, after the page: the entry (counted by /login's budget) lists no chunk for it.
const ReviewScore = React.lazy(() => import('@/components/review-score'));

/** One board on the home screen: title, stage, the 6-segment progress bar, last update, actions. */
export function BoardCard({ board, level: Heading = 'h2', about, actions }: BoardCardProps) {
  // Progress is the furthest stage reached: looking back at an earlier step never lowers it.
  const stage = stageInfo(board.furthestStage);
  const progress = boardProgress(board.furthestStage);
  const href = `/${board.id}/${slugFromStage(board.currentStage)}`;
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs transition-shadow focus-within:shadow-sm hover:shadow-sm">
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className="truncate text-lg font-semibold" title={board.title}>
          <Link
            to={href}
            className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {board.title}
          </Link>
        </Heading>
        {about}
        <p className="text-sm text-muted-foreground">
          Stage {progress} of 6: <span className="font-medium text-foreground">{stage.name}</span>
        </p>
      </div>
      <SegmentedProgress segments={progressSegments(progress)} label={`Progress of ${board.title}`} />
      <React.Suspense fallback={null}>
        <ReviewScore boardId={board.id} version={board.version} title={board.title} />
      </React.Suspense>
      <p className="text-xs text-muted-foreground">
        Updated{' '}
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="rounded-sm underline decoration-dotted underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
            >
              {/* The server's page and the browser read their clocks moments apart (a server-rendered home). */}
              <time dateTime={board.updatedAt} suppressHydrationWarning>
                {relativeTime(board.updatedAt)}
              </time>
            </button>
          </TooltipTrigger>
          <TooltipContent>{exactTime(board.updatedAt)}</TooltipContent>
        </Tooltip>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={href} aria-label={`Open ${board.title}`}>
            Open
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/${board.id}/plan`} aria-label={`Plan of ${board.title}`}>
            <FileTextIcon aria-hidden />
            Plan
          </Link>
        </Button>
        {actions}
      </div>
    </li>
  );
}
