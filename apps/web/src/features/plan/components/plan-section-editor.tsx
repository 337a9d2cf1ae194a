import type { Board, FieldPath, PlanSectionInfo, TableData } from '@planner/domain';
import { planTableColumns, withPlanSections } from '@planner/domain';
import { PencilIcon, SparklesIcon, SquareIcon, TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';

import { EditConflictSlot } from '@/components/edit-conflict-slot';
import { FieldHistory } from '@/components/field-history';
import { RestoredNote } from '@/components/restored-note';
import { StreamingText } from '@/components/streaming-text';
import { type Cell, TableEditor } from '@/components/table-editor';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useFieldEdit } from '@/hooks/use-field-edit';
import { useSaveFields } from '@/hooks/use-save-fields';
import { useGetState } from '@/lib/store-hooks';
import { selectEdit } from '@/lib/workspace-slice';

import { useSectionDraft } from '../hooks/use-section-draft';

/** An editor's table: the stored one, else the section's columns with one empty row. */
function gridOf(value: unknown, info: PlanSectionInfo): { columns: string[]; rows: Cell[][] } {
  const table = value as TableData | null;
  const columns = table?.columns?.length
    ? [...table.columns]
    : planTableColumns(info.field as Parameters<typeof planTableColumns>[0]);
  const rows = table?.rows?.length ? table.rows.map((r) => [...r]) : [columns.map(() => '')];
  return { columns, rows };
}

/** The edit as the board stores it: a text, or the table without empty rows (null when none is left). */
function storedValue(value: unknown, info: PlanSectionInfo): string | TableData | null {
  if (info.format !== 'table') return typeof value === 'string' ? value : '';
  const { columns, rows } = gridOf(value, info);
  const kept = rows.map((r) => r.map(String)).filter((r) => r.some((cell) => cell.trim() !== ''));
  return kept.length > 0 ? { columns, rows: kept } : null;
}

/**
 * One of the plan's own sections on the plan page: "Draft" asks the AI (or the offline engine) for
 * it and shows the text as it streams; the section itself changes only once the server stored the
 * draft; a failure keeps what the section had and says why. "Edit" opens the text or the table, an
 * editor like a stage's (`useFieldEdit`): its unsaved text is kept across a reload ("Restored your
 * unsaved changes."), and a save refused for someone else's meanwhile shows both side by side.
 * "History" is the workspace's field history (its versions, a diff, restore with undo).
 */
export function PlanSectionEditor({ board, info }: { board: Board; info: PlanSectionInfo }) {
  const field: FieldPath = `planData.${info.field}`;
  const stored = withPlanSections(board.planData)[info.field] ?? null;
  const edit = useFieldEdit<unknown>(board.id, field, stored);
  const saveFields = useSaveFields(board.id);
  const getState = useGetState();
  const { draft, run, cancel, reset } = useSectionDraft(board.id, info);
  const drafting = draft.state === 'streaming';
  const [open, setOpen] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  // An unsaved edit (restored after a reload, or refused by a conflict) keeps the editor open.
  const editing = open || edit.dirty;
  const inputId = `${info.id}-editor`;

  // One line says what happened last: a save after the draft, else the draft's outcome.
  const status = saved
    ? `${info.title} saved.`
    : draft.state === 'done'
      ? `${info.title} drafted and saved.`
      : draft.state === 'cancelled'
        ? `Draft cancelled: ${info.title} is as it was.`
        : '';

  function draftIt() {
    setOpen(false);
    setSaved(false);
    void run();
  }

  const { setValue } = edit;
  const saveRef = React.useRef<() => Promise<boolean>>(null);
  const save = React.useCallback(async (): Promise<boolean> => {
    const current = selectEdit(getState(), board.id, field);
    if (current === undefined) return true;
    const value = storedValue(current, info);
    // The editor holds what is saved (a table without its empty rows), so the answer settles it.
    setValue(value);
    setSaving(true);
    const done = await saveFields(
      { planData: { [info.field]: value } },
      { [field]: value },
      {
        group: field,
        retry: () => void saveRef.current?.(),
      },
    );
    setSaving(false);
    if (done) {
      setOpen(false);
      reset();
      setSaved(true);
    }
    return done;
  }, [board.id, field, getState, info, reset, saveFields, setValue]);
  React.useEffect(() => {
    saveRef.current = save;
  }, [save]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void save();
  }

  const grid = info.format === 'table' ? gridOf(edit.value, info) : null;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      {editing ? (
        <form className="flex flex-col gap-3" onSubmit={submit} aria-label={`Edit ${info.title}`}>
          <RestoredNote edit={edit} />
          <EditConflictSlot edit={edit} label={info.title} onKeepMine={save} disabled={saving} />
          {grid ? (
            <TableEditor
              label={info.title}
              columns={grid.columns}
              rows={grid.rows}
              minRows={1}
              disabled={saving}
              onChange={(rows) => setValue({ columns: grid.columns, rows })}
            />
          ) : (
            <div className="flex flex-col gap-2">
              <Label htmlFor={inputId}>{info.title} (Markdown)</Label>
              <Textarea
                id={inputId}
                value={typeof edit.value === 'string' ? edit.value : ''}
                rows={10}
                onChange={(e) => setValue(e.target.value)}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : `Save ${info.title}`}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                edit.discard();
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {drafting ? (
            <Button variant="outline" size="sm" onClick={cancel}>
              <SquareIcon aria-hidden />
              Cancel draft of {info.title}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={draftIt}>
              <SparklesIcon aria-hidden />
              Draft {info.title}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={drafting}
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            <PencilIcon aria-hidden />
            Edit {info.title}
          </Button>
          <FieldHistory
            boardId={board.id}
            field={`planData.${info.field}`}
            label={info.title}
            current={withPlanSections(board.planData)[info.field]}
          />
        </div>
      )}
      {draft.state === 'streaming' ? (
        <StreamingText streaming={draft} table={info.format === 'table'} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      )}
      {draft.state === 'failed' && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>The draft of {info.title} could not be made</AlertTitle>
          <AlertDescription>
            <p>{draft.message}</p>
            <p>{info.title} is as it was. Try again when you are ready.</p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
