import { SharedPlanPage } from '@/features/plan/components/shared-plan-page';

/** `/shared/:token`: a view-only link's plan, open to anyone holding the link (see `not-found.tsx`). */
export default function SharedPlanRoute({ token }: { token: string }) {
  return <SharedPlanPage key={token} token={token} />;
}
