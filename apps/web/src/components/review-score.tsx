import { Link } from 'react-router';

import { useGetReviewQuery } from '@/lib/review-api';

/** "Review score: 72.4 / 100", linking to the board's review; nothing until the review has loaded. */
export default function ReviewScore({
  boardId,
  version,
  title,
}: {
  boardId: string;
  version: number;
  title: string;
}) {
  const { data: review } = useGetReviewQuery({ boardId, version });
  if (!review) return null;
  return (
    <Link
      to={`/${boardId}/review`}
      aria-label={`Review score: ${review.score.overall.toFixed(1)} / 100 (${title})`}
      className="text-sm text-primary underline underline-offset-2"
      data-testid="review-score"
    >
      Review score: {review.score.overall.toFixed(1)} / 100
    </Link>
  );
}
