import { useParams } from 'react-router';

import { ReviewPage } from '@/features/review/components/review-page';

/** `/:boardId/review`: the plan review (rendered by the board layout's `StageGate`). */
export default function BoardReviewRoute() {
  const { boardId = '' } = useParams();
  return <ReviewPage key={boardId} boardId={boardId} />;
}
