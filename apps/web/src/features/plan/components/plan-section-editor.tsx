import type { Board, PlanSectionInfo, TableData } from '@planner/domain';
import { planTableColumns, withPlanSections } from '@planner/domain';
import { PencilIcon, SparklesIcon, SquareIcon, TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';

import { FieldHistory } from '@/components/field-history';
import { StreamingText } from '@/components/streaming-text';
import { type Cell, TableEditor } from '@/components/table-editor';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { usePatchBoardMutation } from '@/lib/boards-api';

import { useSectionDraft } from '../hooks/use-section-draft';

type Editing = { kind: 'text'; text: string } | { kind: 'table'; columns: string[]; rows: Cell[][] };

/** What the editor starts from: the stored value, else an empty text or one empty row. */
function startEditing(board: Board, info: PlanSectionInfo): Editing {
  const value = withPlanSections(board.planData)[info.field];
  if (info.field === 'companyAndTeam') return { kind: 'text', text: typeof value === 'string' ? value : '' };
  const table = value as TableData | null;
  const columns = table?.columns.length ? [...table.columns] : planTableColumns(info.field);
  const rows = table?.rows.length ? table.rows.map((r) => [...r]) : [columns.map(() => '')];
  return { kind: 'table', columns, rows };
}

/** The edit as the board stores it: a text, or the table without empty rows (null when none is left). */
function storedValue(editing: Editing): string | TableData | null {
  if (editing.kind === 'text') return editing.text;
  const rows = editing.rows.map((r) => r.map(String)).filter((r) => r.some((cell) => cell.trim() !== ''));
  return rows.length > 0 ? { columns: editing.columns, rows } : null;
}

/**
 * One of the plan's own sections (issue 28, item 3) on the plan page: "Draft" asks the AI (or the
 * offline engine) for it and shows the text as it streams; the section itself changes only once the
 * server stored the draft; a failure keeps what the section had and says why. "Edit" opens the text
 * or the table, saved with one `patchBoard` of `planData`; "History" is the workspace's field
 * history (its versions, a diff, restore with undo).
 */
export function PlanSectionEditor({ board, info }: { board: Board; info: PlanSectionInfo }) {
  const [patchBoard, { isLoading: saving }] = usePatchBoardMutation();
  const { draft, run, cancel, reset } = useSectionDraft(board.id, info);
  const drafting = draft.state === 'streaming';
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const [saved, setSaved] = React.useState(false);
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
    setEditing(null);
    setSaved(false);
    void run();
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editing) return;
    try {
      await patchBoard({
        id: board.id,
        patch: { planData: { [info.field]: storedValue(editing) } },
      }).unwrap();
      setEditing(null);
      reset();
      setSaved(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-3 print:hidden">
      {editing ? (
        <form className="flex flex-col gap-3" onSubmit={save} aria-label={`Edit ${info.title}`}>
          {editing.kind === 'text' ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={inputId}>{info.title} (Markdown)</Label>
              <Textarea
                id={inputId}
                value={editing.text}
                rows={10}
                onChange={(e) => setEditing({ kind: 'text', text: e.target.value })}
              />
            </div>
          ) : (
            <TableEditor
              label={info.title}
              columns={editing.columns}
              rows={editing.rows}
              minRows={1}
              disabled={saving}
              onChange={(rows) => setEditing({ ...editing, rows })}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              Save {info.title}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
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
            onClick={() => setEditing(startEditing(board, info))}
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
