import type { Board, Plan, PlanSection } from '@planner/domain';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { usePatchBoardMutation } from '@/lib/boards-api';

/** Moves a section up or down and puts it in or out of the exports; saved with the board at once. */
export function SectionControls({
  board,
  plan,
  section,
}: {
  board: Board;
  plan: Plan;
  section: PlanSection;
}) {
  const [patchBoard] = usePatchBoardMutation();
  const ids = plan.sections.map((s) => s.id);
  const at = ids.indexOf(section.id);

  function save(planData: Partial<Board['planData']>) {
    patchBoard({ id: board.id, patch: { planData } })
      .unwrap()
      .catch((error: unknown) => toast.error(errorMessage(error)));
  }

  function move(by: -1 | 1) {
    const order = [...ids];
    order.splice(at, 1);
    order.splice(at + by, 0, section.id);
    save({ sectionOrder: order });
  }

  function include(checked: boolean) {
    const { hiddenSections, includedSections } = board.planData;
    const without = (list: string[]) => list.filter((id) => id !== section.id);
    save(
      checked
        ? {
            hiddenSections: without(hiddenSections),
            includedSections: section.written ? includedSections : [...without(includedSections), section.id],
          }
        : {
            hiddenSections: [...without(hiddenSections), section.id],
            includedSections: without(includedSections),
          },
    );
  }

  const checkbox = `${section.id}-in-exports`;
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <div className="flex items-center gap-2">
        <input
          id={checkbox}
          type="checkbox"
          className="size-4 accent-primary"
          checked={section.inExports}
          onChange={(e) => include(e.target.checked)}
        />
        <label htmlFor={checkbox} className="text-sm">
          In exports
          <span className="sr-only"> ({section.title})</span>
        </label>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${section.title} up`}
        disabled={at === 0}
        onClick={() => move(-1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${section.title} down`}
        disabled={at === ids.length - 1}
        onClick={() => move(1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
    </div>
  );
}
