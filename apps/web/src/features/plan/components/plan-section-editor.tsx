import type { Board, PlanSectionInfo, TableData } from '@planner/domain';
import { planTableColumns, withPlanSections } from '@planner/domain';
import { PencilIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';

import { FieldHistory } from '@/components/field-history';
import { type Cell, TableEditor } from '@/components/table-editor';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { usePatchBoardMutation } from '@/lib/boards-api';

import { useDraftPlanSectionMutation } from '../api/plan-api';

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
 * offline engine) for it, stored by the server before it is shown; "Edit" opens the text or the
 * table, saved with one `patchBoard` of `planData`; "History" is the workspace's field history (its
 * versions, a diff, restore with undo).
 */
export function PlanSectionEditor({ board, info }: { board: Board; info: PlanSectionInfo }) {
  const [patchBoard, { isLoading: saving }] = usePatchBoardMutation();
  const [draft, { isLoading: drafting }] = useDraftPlanSectionMutation();
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const [status, setStatus] = React.useState('');
  const inputId = `${info.id}-editor`;

  async function draftIt() {
    setStatus(`Drafting ${info.title}…`);
    try {
      await draft({ boardId: board.id, version: info.version }).unwrap();
      setEditing(null);
      setStatus(`${info.title} drafted and saved.`);
    } catch (error) {
      setStatus('');
      toast.error(errorMessage(error));
    }
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
      setStatus(`${info.title} saved.`);
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
          <Button variant="outline" size="sm" disabled={drafting} onClick={() => void draftIt()}>
            <SparklesIcon aria-hidden />
            {drafting ? 'Drafting…' : `Draft ${info.title}`}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setEditing(startEditing(board, info))}>
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
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
