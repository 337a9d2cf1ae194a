import {
  type Budget,
  defaultForecastData,
  type Forecast,
  ForecastCompletionSchema,
  forecastCurrency,
  type ForecastData,
  forecastFromCompletion,
  forecastOutcome,
  hasBudget,
} from '@planner/domain';
import { HistoryIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';

import { MergeNotice } from '@/components/merge-notice';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { canEditBoard } from '@/lib/board-role';
import { useGetBoardQuery, usePatchBoardMutation } from '@/lib/boards-api';

import { useDraftForecastMutation } from '../api/draft-forecast-api';
import { useForecastBackup, useLeaveGuard } from '../hooks/use-forecast-backup';
import { AssumptionsForm } from './assumptions-form';
import { DraftPreview } from './draft-preview';
import { ForecastView } from './forecast-view';

/** The projection of the assumptions, or why it cannot be computed. */
function project(data: ForecastData, budget: Budget | null): Forecast | string {
  const { forecast, problem } = forecastOutcome(data, budget);
  return forecast ?? problem.reason;
}

/** `/{boardId}/forecast`: the assumptions form and the projection it gives, live. */
export function ForecastScreen({ boardId }: { boardId: string }) {
  const { data: board, error, isLoading } = useGetBoardQuery(boardId);
  const [patchBoard, { isLoading: saving }] = usePatchBoardMutation();
  const [status, setStatus] = React.useState<string | null>(null);
  const [preview, setPreview] = React.useState<ForecastData | null>(null);
  const [draftForecast, { isLoading: drafting }] = useDraftForecastMutation();
  const [drafted, setDrafted] = React.useState<{ data: ForecastData; offline: boolean } | null>(null);
  const saved = board?.forecastData ?? null;
  const backup = useForecastBackup(boardId, board?.version ?? null);
  // Defaults are drawn once per board; saved assumptions replace them; unsaved ones kept on this
  // device before a reload come back over both.
  const initial = React.useMemo(
    () => (board ? (backup.restored ?? saved ?? defaultForecastData(board, new Date())) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new board, new saved values or a discarded backup reset the form
    [board?.id, saved, backup.restored],
  );
  const budget = board?.budgetingData.budget ?? null;
  const data = preview ?? initial;
  const forecast = React.useMemo(() => (data ? project(data, budget) : null), [data, budget]);

  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (error || !board || !initial) {
    return (
      <p role="alert" className="text-destructive">
        {error ? errorMessage(error) : 'The board could not be loaded.'}
      </p>
    );
  }

  // A viewer or commenter sees the projection of the saved assumptions: no form, no draft.
  if (!canEditBoard(board)) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold">Forecast</h1>
          <p className="text-muted-foreground">
            36 months of revenue, costs and cash in {forecastCurrency(budget)}, from the assumptions saved
            with the board.
          </p>
        </header>
        {saved === null ? (
          <p className="rounded-md border p-3 text-sm">No forecast has been saved with this board yet.</p>
        ) : typeof forecast === 'string' ? (
          <p role="alert" className="text-destructive">
            {forecast}
          </p>
        ) : (
          forecast && <ForecastView forecast={forecast} />
        )}
      </div>
    );
  }

  async function save(values: ForecastData) {
    setStatus(null);
    try {
      await patchBoard({ id: boardId, patch: { forecastData: values } }).unwrap();
      backup.forget();
      setStatus('Assumptions saved.');
    } catch (failure) {
      setStatus(`The assumptions were not saved: ${errorMessage(failure)}`);
    }
  }

  async function draft() {
    if (!board) return;
    setStatus(null);
    setDrafted(null);
    try {
      const answer = await draftForecast(boardId).unwrap();
      const completion = ForecastCompletionSchema.parse(JSON.parse(answer.completion));
      // The board as it is now: the saved assumptions keep their costs, hires and funding.
      const current = { ...board, forecastData: saved };
      setDrafted({
        data: forecastFromCompletion(completion, current, new Date()),
        offline: answer.source === 'offline',
      });
      setStatus(
        'Assumptions drafted from your revenue streams, SMART goals and budget: apply them or discard them.',
      );
    } catch (failure) {
      setStatus(`The assumptions could not be drafted: ${errorMessage(failure)}`);
    }
  }

  async function apply() {
    if (!drafted) return;
    setStatus(null);
    try {
      await patchBoard({ id: boardId, patch: { forecastData: drafted.data } }).unwrap();
      backup.forget();
      setDrafted(null);
      setPreview(null);
      setStatus('Drafted assumptions applied and saved.');
    } catch (failure) {
      setStatus(`The drafted assumptions were not saved: ${errorMessage(failure)}`);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Forecast</h1>
        <p className="text-muted-foreground">
          36 months of revenue, costs and cash in {forecastCurrency(budget)}, from a few assumptions. Change
          any field and the projection follows; save to keep it with the board.
        </p>
      </header>
      {!hasBudget(budget) && (
        <p className="rounded-md border p-3 text-sm">
          Your board has no budget yet: <Link to={`/${boardId}/budgeting`}>draft the budget</Link> and its
          lines become the forecast's costs.
        </p>
      )}
      <section aria-labelledby="assumptions-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="assumptions-heading" className="text-lg font-semibold">
            Assumptions
          </h2>
          <Button type="button" variant="outline" onClick={() => void draft()} disabled={drafting}>
            {drafting && <Spinner />}
            Draft assumptions
          </Button>
        </div>
        {drafted && (
          <DraftPreview
            draft={drafted.data}
            currency={forecastCurrency(budget)}
            offline={drafted.offline}
            applying={saving}
            onApply={() => void apply()}
            onDiscard={() => {
              setDrafted(null);
              setStatus('The drafted assumptions were discarded.');
            }}
          />
        )}
        {backup.restored && (
          <div
            role="note"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-muted/60 px-3 py-2 text-sm"
          >
            <HistoryIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <p>Restored your unsaved assumptions.</p>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => {
                backup.discard();
                setPreview(null);
              }}
            >
              Discard them
            </Button>
          </div>
        )}
        <MergeNotice boardId={boardId} notice={board.budgetingData.mergeNotice} />
        {saved === null && !backup.restored && (
          <p className="rounded-md border border-dashed p-3 text-sm" data-testid="proposed-assumptions">
            Proposed: these assumptions are drawn from your board and are not saved yet. Check them (the
            starting cash is what you bring yourself: nothing is assumed) and save them to keep them.
          </p>
        )}
        <LeaveGuard unsaved={backup.unsaved} />
        <AssumptionsForm
          // The number fields are uncontrolled: new saved values (a draft) remount them.
          key={`${saved ? JSON.stringify(saved) : 'defaults'}:${backup.restored ? 'restored' : 'stored'}`}
          values={initial}
          onSave={save}
          onPreview={setPreview}
          onChange={backup.keep}
          saving={saving}
        />
        <p role="status" className="text-sm">
          {status}
        </p>
      </section>
      {typeof forecast === 'string' ? (
        <p role="alert" className="text-destructive">
          {forecast}
        </p>
      ) : (
        forecast && <ForecastView forecast={forecast} />
      )}
    </div>
  );
}

/** Asks before unsaved assumptions are left (a component: only an editor's screen has them). */
function LeaveGuard({ unsaved }: { unsaved: React.RefObject<boolean> }) {
  useLeaveGuard(unsaved);
  return null;
}
