import { DismissFindingSchema, REASON_MAX, type ReviewFinding } from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useDismissFindingMutation } from '@/lib/review-api';

interface FindingProps {
  boardId: string;
  /** The board version the review was read for (its cache key). */
  version: number;
  finding: ReviewFinding;
}

/** "Dismiss": asks why (1 to 500 characters), then moves the finding under "Dismissed". */
export function DismissFindingButton({ boardId, version, finding }: FindingProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Dismiss: ${finding.title}`}>
          Dismiss
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open && (
          <DismissForm boardId={boardId} version={version} finding={finding} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DismissForm({ boardId, version, finding, onDone }: FindingProps & { onDone: () => void }) {
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [dismiss, { isLoading }] = useDismissFindingMutation();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = DismissFindingSchema.safeParse({ dismissed: true, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why you dismiss this finding');
      return;
    }
    try {
      await dismiss({ boardId, version, findingId: finding.id, body: parsed.data }).unwrap();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Dismiss this finding</DialogTitle>
        <DialogDescription>{finding.title}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="dismiss-reason">Why does it not apply to your plan?</Label>
        <Textarea
          id="dismiss-reason"
          value={reason}
          maxLength={REASON_MAX}
          aria-invalid={error !== null}
          aria-describedby={error ? 'dismiss-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="dismiss-reason-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          Dismiss finding
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Restore": a dismissed finding counts again. */
export function RestoreFindingButton({ boardId, version, finding }: FindingProps) {
  const [dismiss, { isLoading }] = useDismissFindingMutation();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isLoading}
      aria-label={`Restore: ${finding.title}`}
      onClick={() =>
        void dismiss({ boardId, version, findingId: finding.id, body: { dismissed: false } })
          .unwrap()
          .catch((failure: unknown) => toast.error(`Could not restore: ${errorMessage(failure)}`))
      }
    >
      Restore
    </Button>
  );
}
