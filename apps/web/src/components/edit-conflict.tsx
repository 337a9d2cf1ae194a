import type { EditConflict } from '@planner/domain';
import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';

import { VersionDiff, WordParts } from '@/components/field-history';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatWhen } from '@/lib/revision-labels';
import { asGrid, sideBySide, type WordPart } from '@/lib/value-diff';

export interface EditConflictChoiceProps {
  /** The field's editor (`useFieldEdit`): its value is "mine", `discard` takes theirs. */
  edit: {
    value: unknown;
    conflict?: EditConflict;
    discard: () => void;
    /** Who saved theirs when the live stream said so: a name, "Your other tab"; else "Someone else". */
    savedBy?: string | null;
  };
  label: string;
  /** Saves the editor's value over theirs (the edit now starts from their version). */
  onKeepMine: () => Promise<unknown>;
  disabled?: boolean;
}

/**
 * Shown when a save was refused because someone else saved the field meanwhile: their version and
 * the editor's side by side, words only in one of them marked, and the choice. Nothing is lost until
 * a choice is made: the editor keeps its text (and its backup) and can merge both by hand.
 */
export function EditConflictChoice({ edit, label, onKeepMine, disabled }: EditConflictChoiceProps) {
  const [saving, setSaving] = React.useState(false);
  const headingId = React.useId();
  const { conflict } = edit;
  if (!conflict) return null;
  const table = asGrid(conflict.theirs) !== null || asGrid(edit.value) !== null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-50/60 p-4 dark:bg-amber-950/30"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlertIcon aria-hidden className="size-4 shrink-0 text-amber-700 dark:text-amber-400" />
        {edit.savedBy ?? 'Someone else'} saved {label.toLowerCase()} while you were editing
      </h3>
      <p className="text-sm">
        Their version was saved {formatWhen(conflict.at)}. Yours is still in the editor: keep one, or merge
        them by hand in the editor and save.
      </p>
      {table ? (
        <VersionDiff version={conflict.theirs} current={edit.value} currentName="yours" />
      ) : (
        <SideBySide theirs={String(conflict.theirs ?? '')} mine={String(edit.value ?? '')} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={disabled || saving}
          onClick={() => {
            setSaving(true);
            void onKeepMine().finally(() => setSaving(false));
          }}
        >
          {saving && <Spinner />}
          Keep mine
        </Button>
        <Button variant="outline" disabled={disabled || saving} onClick={edit.discard}>
          Take theirs
        </Button>
      </div>
    </section>
  );
}

function SideBySide({ theirs, mine }: { theirs: string; mine: string }) {
  const parts = sideBySide(theirs, mine);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Side title="Their version" note="words only in theirs are struck" parts={parts.first} />
      <Side title="Your version" note="words only in yours are highlighted" parts={parts.second} />
    </div>
  );
}

function Side({ title, note, parts }: { title: string; note: string; parts: WordPart[] }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1 rounded-md border bg-card p-3">
      <figcaption className="text-xs font-semibold">
        {title} <span className="font-normal text-muted-foreground">({note})</span>
      </figcaption>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
        <WordParts parts={parts} />
      </p>
    </figure>
  );
}

/**
 * A live change (someone saved the field this tab is editing): the editor keeps its text; their
 * version is one click away, as the same side-by-side choice a refused save shows.
 */
export function LiveChangeNotice({
  savedBy,
  label,
  onShowTheirs,
}: {
  savedBy?: string | null;
  label: string;
  onShowTheirs: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-500/60 bg-sky-50/60 p-3 text-sm dark:bg-sky-950/30"
    >
      <RefreshCwIcon aria-hidden className="size-4 shrink-0 text-sky-700 dark:text-sky-400" />
      <span className="min-w-0 flex-1">
        {savedBy ?? 'Someone else'} saved {label.toLowerCase()} while you were editing. Your text is still in
        the editor.
      </span>
      <Button size="sm" variant="outline" onClick={onShowTheirs}>
        Show their version
      </Button>
    </div>
  );
}
