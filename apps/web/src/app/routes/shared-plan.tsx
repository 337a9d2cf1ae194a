import { useParams } from 'react-router';

import { SharedPlanPage } from '@/features/plan/components/shared-plan-page';

/** `/shared/:token`: a view-only link's plan (issue 24), open to anyone holding the link. */
export default function SharedPlanRoute() {
  const { token = '' } = useParams();
  return <SharedPlanPage key={token} token={token} />;
}
