import { awaitingVerificationText, type BoardQuota, boardsCount as boards } from '@planner/domain';

import { useGetBoardQuotaQuery } from '@/lib/boards-api';

/** Said wherever the allowance is (home, the delete dialog): a trashed board is still held. */
export const TRASH_COUNTS_TEXT = 'Boards in the trash count until deleted for good.';

/** One line of text: what the next board is drawn from and how many are left. */
export function quotaText(quota: BoardQuota): string {
  // createBoard refuses until then: the next board comes from that company, once verified.
  if (quota.awaitingVerification) return awaitingVerificationText(quota.awaitingVerification);
  const left =
    quota.total === null
      ? `${boards(quota.remaining ?? 0)} left`
      : `${quota.remaining ?? 0} of ${boards(quota.total)} left`;
  if (quota.source === 'personal') {
    return quota.remaining === 0
      ? `You have used all ${boards(quota.total ?? 0)} of your personal allowance. Ask a company admin to assign you more boards.`
      : `Personal allowance: ${left}.`;
  }
  const company = quota.companyName ?? 'Your company';
  return quota.remaining === 0
    ? `${company}: no boards left. Ask your company admin for more boards.`
    : `${company}: ${left}.`;
}

/** The caller's board quota, under the home page's heading; nothing while it loads or on error. */
export function BoardQuotaNote() {
  const { data } = useGetBoardQuotaQuery();
  if (!data) return null;
  return (
    <div className="mt-2 max-w-[60ch] text-sm text-muted-foreground">
      <p data-testid="board-quota">{quotaText(data)}</p>
      {!data.awaitingVerification && <p>{TRASH_COUNTS_TEXT}</p>}
    </div>
  );
}
