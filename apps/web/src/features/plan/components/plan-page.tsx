import {
  buildPlan,
  openThreadCounts,
  openThreadsOfSection,
  planSectionById,
  readerLocale,
} from '@planner/domain';
import { MessageSquareIcon } from 'lucide-react';
import * as React from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { canEditBoard } from '@/lib/board-role';
import { useGetBoardQuery } from '@/lib/boards-api';
import { useListCommentsQuery } from '@/lib/comments-api';

import { CoverForm } from './cover-form';
import { ExportMenu } from './export-menu';
import { PlanDocument, PrintButton } from './plan-document';
import { PlanSectionEditor } from './plan-section-editor';
import { SectionControls } from './section-controls';

// The score is a second read, after the page: the entry (counted by /login's budget) lists no chunk for it.
const ReviewScore = React.lazy(() => import('@/components/review-score'));

/** `/{boardId}/plan`: the whole plan in reading order, rendered from the domain's plan model. */
export function PlanPage({ boardId }: { boardId: string }) {
  const { data: board, error } = useGetBoardQuery(boardId);
  const { data: threads = [] } = useListCommentsQuery(boardId, { skip: !board });
  const threadCounts = openThreadCounts(threads);
  // Amounts are written the reader's way (grouping and decimals of the browser's language).
  const plan = React.useMemo(
    () => (board ? buildPlan(board, { locale: readerLocale(navigator.languages.join(',')) }) : null),
    [board],
  );

  if (error && !board) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(error)}
      </p>
    );
  }
  if (!board || !plan) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4" aria-busy="true" aria-label="Loading the plan">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const editable = canEditBoard(board);
  return (
    <PlanDocument
      plan={plan}
      score={
        <React.Suspense fallback={null}>
          <ReviewScore boardId={board.id} version={board.version} title={board.title} />
        </React.Suspense>
      }
      actions={
        <>
          <ExportMenu board={board} />
          <PrintButton />
        </>
      }
      cover={
        // A viewer or commenter reads and exports the plan; the cover and sections stay as they are.
        editable && (
          <details className="rounded-lg border p-4 print:hidden">
            <summary className="cursor-pointer font-semibold">Cover and company details</summary>
            <div className="pt-4">
              <CoverForm board={board} />
            </div>
          </details>
        )
      }
      sectionControls={
        editable ? (section) => <SectionControls board={board} plan={plan} section={section} /> : undefined
      }
      sectionNote={(section) => <OpenCommentsMarker count={openThreadsOfSection(section, threadCounts)} />}
      // The plan's own sections are written here: a draft and an editor under what is stored.
      sectionEditor={
        editable
          ? (section) => {
              const info = planSectionById(section.id);
              return info && <PlanSectionEditor board={board} info={info} />;
            }
          : undefined
      }
    />
  );
}

/** Beside a section's title: how many open comment threads it holds (the Comments panel lists them). */
function OpenCommentsMarker({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="flex items-center gap-1 text-sm text-muted-foreground print:hidden">
      <MessageSquareIcon aria-hidden className="size-4" />
      {count} open {count === 1 ? 'comment' : 'comments'}
    </span>
  );
}
