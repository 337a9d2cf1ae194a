import { InfoIcon } from 'lucide-react';

/** Spec 1: every board page shows this notice, word for word. */
export const PLANNING_NOTICE =
  'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.';

export function PlanningNotice() {
  return (
    <aside
      aria-label="Planning notice"
      className="flex items-start gap-2 rounded-lg border bg-muted/60 px-4 py-3 text-sm text-muted-foreground"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{PLANNING_NOTICE}</p>
    </aside>
  );
}
