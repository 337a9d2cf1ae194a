import * as React from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';

import { useCreateBoardFromSampleMutation, useListSamplesQuery } from '../api/samples-api';

/** The sample boards; picking one creates a board from it (one board of quota) and opens its review. */
export function SampleBoardsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Start from an example</DialogTitle>
          <DialogDescription>
            Complete plans to learn from: each becomes a board of your own (it uses one of your boards).
          </DialogDescription>
        </DialogHeader>
        {open && <SampleList />}
      </DialogContent>
    </Dialog>
  );
}

function SampleList() {
  const samples = useListSamplesQuery();
  const [create, creation] = useCreateBoardFromSampleMutation();
  const [pending, setPending] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const navigate = useNavigate();

  async function start(sampleId: string) {
    setProblem(null);
    setPending(sampleId);
    try {
      const board = await create({ sampleId }).unwrap();
      showToast('success', `Created "${board.title}"`);
      void navigate(`/${board.id}/review`);
    } catch (error) {
      setProblem(`The example could not be created: ${errorMessage(error)}`);
    } finally {
      setPending(null);
    }
  }

  if (samples.isLoading) return <Skeleton aria-label="Loading the examples" className="h-32 w-full" />;
  if (samples.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(samples.error)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {(samples.data ?? []).map((sample) => (
          <li key={sample.id} className="flex flex-col gap-2 rounded-lg border p-3">
            <p className="font-medium">{sample.title}</p>
            <p className="text-sm text-muted-foreground">
              {sample.summary} <span className="whitespace-nowrap">({sample.currency})</span>
            </p>
            <Button
              size="sm"
              className="self-start"
              disabled={creation.isLoading}
              aria-label={`Use the example ${sample.title}`}
              onClick={() => void start(sample.id)}
            >
              {pending === sample.id && <Spinner />}
              Use this example
            </Button>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
