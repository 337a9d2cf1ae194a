import { fieldPatch, type FieldPath, type Revision, threadEvents } from '@planner/domain';
import { HistoryIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useGetBoardHistoryQuery, usePatchBoardMutation, useRestoreRevisionMutation } from '@/lib/boards-api';
import { useListCommentsQuery } from '@/lib/comments-api';
import { formatWhen, sourceLabel } from '@/lib/revision-labels';
import { asGrid, cellDiff, wordDiff, type WordPart } from '@/lib/value-diff';

interface FieldHistoryProps {
  boardId: string;
  /** The field's path, e.g. `ideaData.refinedBusinessIdea`. */
  field: FieldPath;
  label: string;
  current: unknown;
  /** A reader who cannot edit: the versions and their diffs, without "Restore this version". */
  readOnly?: boolean;
}

/** "History" next to a field: its versions, a diff against the current value, restore with undo. */
export function FieldHistory({ boardId, field, label, current, readOnly = false }: FieldHistoryProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`History of ${label}`}>
        <HistoryIcon aria-hidden />
        History
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-xl">
          <SheetHeader>
            <SheetTitle>History: {label}</SheetTitle>
            <SheetDescription>
              Every saved version, newest first. Restoring keeps the current one in the history.
            </SheetDescription>
          </SheetHeader>
          {open && (
            <Versions boardId={boardId} field={field} label={label} current={current} readOnly={readOnly} />
          )}
        </SheetContent>
      </Sheet>
    </>
  );
}

function Versions({ boardId, field, label, current, readOnly }: FieldHistoryProps) {
  const [cursors, setCursors] = React.useState<(string | undefined)[]>([undefined]);
  const [selected, setSelected] = React.useState<Revision | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [restoreRevision, restoring] = useRestoreRevisionMutation();
  const [patchBoard] = usePatchBoardMutation();

  async function restore(revision: Revision) {
    setConfirming(false);
    const previous = current;
    try {
      await restoreRevision({ id: boardId, revisionId: revision.id }).unwrap();
      setSelected(null);
      toast.success('Version restored', {
        description: `${label} is back to the version of ${formatWhen(revision.at)}.`,
        action: {
          label: 'Undo',
          onClick: () => void patchBoard({ id: boardId, patch: fieldPatch(field, previous) }),
        },
      });
    } catch (error) {
      toast.error(`Could not restore this version: ${errorMessage(error)}`);
    }
  }

  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <ol aria-label={`Versions of ${label}`} className="flex flex-col gap-2">
        {cursors.map((cursor, i) => (
          <VersionPage
            key={cursor ?? 'first'}
            boardId={boardId}
            field={field}
            cursor={cursor}
            last={i === cursors.length - 1}
            selected={selected}
            onSelect={setSelected}
            onMore={(next) => setCursors((all) => [...all, next])}
          />
        ))}
      </ol>
      <ThreadHistory boardId={boardId} field={field} label={label} />
      {selected && (
        <section
          aria-label="Compared with the current version"
          className="flex flex-col gap-3 rounded-lg border p-4"
        >
          <h3 className="text-sm font-semibold">
            Version of {formatWhen(selected.at)} compared with the current one
          </h3>
          <VersionDiff version={selected.after} current={current} />
          {!readOnly && (
            <div>
              <Button onClick={() => setConfirming(true)} disabled={restoring.isLoading}>
                {restoring.isLoading && <Spinner />}
                Restore this version
              </Button>
            </div>
          )}
        </section>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Restore this version?</DialogTitle>
            <DialogDescription>
              {label} will be set back to the version of {selected ? formatWhen(selected.at) : ''}. The
              current version stays in the history, so you can undo this.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => selected && void restore(selected)}>Restore</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Beside the versions: when each comment thread on the field was opened and resolved. */
function ThreadHistory({ boardId, field, label }: { boardId: string; field: string; label: string }) {
  const { data: threads = [] } = useListCommentsQuery(boardId);
  const events = threadEvents(threads, field);
  if (events.length === 0) return null;
  return (
    <section aria-label={`Comments on ${label}`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Comments</h3>
      <ol className="flex flex-col gap-1 text-sm text-muted-foreground">
        {events.map((event) => (
          <li key={`${event.threadId}-${event.kind}`}>
            Thread {event.kind} by {event.by ?? 'someone'} · {formatWhen(event.at)}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface VersionPageProps {
  boardId: string;
  field: string;
  cursor: string | undefined;
  last: boolean;
  selected: Revision | null;
  onSelect: (revision: Revision) => void;
  onMore: (cursor: string) => void;
}

function VersionPage({ boardId, field, cursor, last, selected, onSelect, onMore }: VersionPageProps) {
  const page = useGetBoardHistoryQuery({ id: boardId, field, cursor }, { refetchOnMountOrArgChange: true });
  if (page.isLoading) return <li className="text-sm text-muted-foreground">Loading versions…</li>;
  if (page.isError) return <li className="text-sm text-destructive">{errorMessage(page.error)}</li>;
  const revisions = page.data?.revisions ?? [];
  return (
    <>
      {cursor === undefined && revisions.length === 0 && (
        <li className="text-sm text-muted-foreground">No versions yet: this field has not been saved.</li>
      )}
      {revisions.map((revision, i) => (
        <li key={revision.id}>
          <button
            type="button"
            aria-pressed={selected?.id === revision.id}
            onClick={() => onSelect(revision)}
            className="flex w-full flex-wrap items-center gap-2 rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:bg-accent"
          >
            <span className="font-medium">{formatWhen(revision.at)}</span>
            <span className="text-muted-foreground">{revision.by?.name ?? 'Someone'}</span>
            <Badge variant="secondary">{sourceLabel(revision.source)}</Badge>
            {cursor === undefined && i === 0 && <Badge variant="outline">Current</Badge>}
          </button>
        </li>
      ))}
      {last && page.data?.nextCursor && (
        <li>
          <Button
            variant="outline"
            size="sm"
            onClick={() => page.data?.nextCursor && onMore(page.data.nextCursor)}
          >
            Show older versions
          </Button>
        </li>
      )}
    </>
  );
}

/** Words for text, cells for tables; `currentName` names the value compared against in a cell. */
export function VersionDiff({
  version,
  current,
  currentName = 'now',
}: {
  version: unknown;
  current: unknown;
  currentName?: string;
}) {
  const grid = asGrid(version);
  if (grid) {
    const diff = cellDiff(grid, asGrid(current));
    return (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Cells that differ from the current table are marked</caption>
          <thead>
            <tr>
              {diff.columns.map((c) => (
                <th key={c} scope="col" className="border p-2 text-left">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td
                    key={c}
                    className={
                      cell.now === undefined ? 'border p-2' : 'border bg-amber-50 p-2 dark:bg-amber-950'
                    }
                  >
                    {cell.text}
                    {cell.now !== undefined && (
                      <span className="block text-xs text-muted-foreground">
                        {currentName}: {cell.now || '(empty)'}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (version === null || version === undefined)
    return <p className="text-sm text-muted-foreground">This version was empty.</p>;
  const parts = wordDiff(String(version), typeof current === 'string' ? current : '');
  return (
    <>
      <p className="text-xs text-muted-foreground">
        <del className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">Struck words</del> are only
        in this version;{' '}
        <ins className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100">
          highlighted words
        </ins>{' '}
        are only in the current one.
      </p>
      <p data-testid="version-diff" className="text-sm leading-relaxed whitespace-pre-wrap">
        <WordParts parts={parts} />
      </p>
    </>
  );
}

/** A word diff's runs: removed words struck, added ones highlighted. */
export function WordParts({ parts }: { parts: WordPart[] }) {
  return parts.map((part, i) =>
    part.change === 'removed' ? (
      <del key={i} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
        {part.text}
      </del>
    ) : part.change === 'added' ? (
      <ins key={i} className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100">
        {part.text}
      </ins>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
