import { bySeverity, fieldHref, stageInfo, STAGES, type StageSlug } from '@planner/domain';
import { Link } from 'react-router';

import { useGetReviewQuery } from '@/lib/review-api';

/**
 * The end of a stage: that stage's open review findings, blockers first, each linking to its step, and the
 * way to the whole review. Nothing until the review has loaded; "No open findings" when there are none.
 */
export default function StageFindings({
  boardId,
  version,
  stage,
}: {
  boardId: string;
  version: number;
  stage: StageSlug;
}) {
  const { data: review } = useGetReviewQuery({ boardId, version });
  if (!review) return null;
  const name = stageInfo(STAGES.find((s) => s.slug === stage)!.id).name;
  const open = review.findings.filter((f) => f.stage === stage && !f.dismissed).sort(bySeverity);
  return (
    <section
      aria-labelledby="stage-findings"
      className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-4 text-sm"
    >
      <h2 id="stage-findings" className="font-semibold">
        Review of {name}: {review.score.stages[stage].toFixed(1)} / 100
      </h2>
      {open.length === 0 ? (
        <p>No open findings in this stage.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {open.map((f) => (
            <li key={f.id}>
              <Link to={fieldHref(boardId, f.field)} className="text-primary underline underline-offset-2">
                {f.severity === 'blocker' ? `Blocker: ${f.title}` : f.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/${boardId}/review`} className="self-start text-primary underline underline-offset-2">
        Open the whole review
      </Link>
    </section>
  );
}
