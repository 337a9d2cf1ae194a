import * as React from 'react';
import { useParams } from 'react-router';

// Loaded from here rather than listed in the entry: the entry (and so /login's budget) names one chunk only.
const ReviewPage = React.lazy(() =>
  import('@/features/review/components/review-page').then((module) => ({ default: module.ReviewPage })),
);

/** `/:boardId/review`: the plan review of issue 30. */
export default function BoardReviewRoute() {
  const { boardId = '' } = useParams();
  return (
    <React.Suspense fallback={null}>
      <ReviewPage key={boardId} boardId={boardId} />
    </React.Suspense>
  );
}
