import type { Board, SharedPlanResponse } from '@planner/domain';
import { buildPlan } from '@planner/domain';

/**
 * The plan a view-only link shows: the document the PDF holds (sections that go into the exports,
 * parts not written left out, no link into the app), with the planning notice; nothing else of
 * the board (no id, owner, history, sources or hidden sections).
 */
export function readSharedPlan(board: Board, locale: string): SharedPlanResponse['plan'] {
  const plan = buildPlan(board, { locale, audience: 'document' });
  return { ...plan, sections: plan.sections.filter((section) => section.inExports) };
}
