import { useParams } from 'react-router';

import { PlanPage } from '@/features/plan/components/plan-page';

/** `/:boardId/plan`: the whole plan on one page, with its Export menu. */
export default function BoardPlanRoute() {
  const { boardId = '' } = useParams();
  return <PlanPage key={boardId} boardId={boardId} />;
}
