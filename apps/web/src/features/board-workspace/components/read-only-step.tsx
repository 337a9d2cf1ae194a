import {
  type Budget,
  budgetToRows,
  fieldDraftedBy,
  fieldNameOf,
  type FieldPath,
  fieldPath,
  fieldValue,
  hasBudget,
  promptVersionInfo,
  type TableData,
} from '@planner/domain';

import { FieldHistory } from '@/components/field-history';
import { Badge } from '@/components/ui/badge';
import { Markdown } from '@/components/ui/markdown';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import type { StepView } from '../config/step-screens';
import { stageData, textOf } from '../lib/stage-data';
import { ReadingStepNav } from './step-chrome';
import type { StepContext } from './step-context';

/** What a step shows a reader: a field's text, or a table's columns and rows. */
type Shown =
  | { kind: 'text'; path: FieldPath; label: string; text: string; draft: boolean }
  | { kind: 'table'; path: FieldPath; label: string; columns: string[]; rows: string[][] };

/** The step's stored content: the refined text (else the AI draft, badged), or its table. */
function shownOf(context: StepContext, view: StepView): Shown[] {
  const { board, stage } = context;
  switch (view.kind) {
    case 'input':
      return [
        {
          kind: 'text',
          path: fieldPath(stage, view.field),
          label: view.label,
          text: textOf(board, stage, view.field),
          draft: false,
        },
      ];
    case 'refine': {
      const refined = textOf(board, stage, view.field);
      const draftField = promptVersionInfo(view.draft).field;
      const text = refined.trim() ? refined : textOf(board, stage, draftField);
      const draft = !refined.trim() && text.trim() !== '';
      return [{ kind: 'text', path: fieldPath(stage, view.field), label: view.label, text, draft }];
    }
    case 'budget': {
      const info = promptVersionInfo(view.draft);
      const path = fieldDraftedBy(view.draft);
      const budget = (stageData(board, stage)[info.field] ?? null) as Budget | null;
      if (!hasBudget(budget)) return [{ kind: 'text', path, label: info.title, text: '', draft: false }];
      const { columns, rows } = budgetToRows(budget as Budget);
      return [
        {
          kind: 'table',
          path,
          label: info.title,
          columns,
          rows: rows.map((r) => r.map(String)),
        },
      ];
    }
    case 'segmentation':
    case 'revenue-matrix': {
      const info = promptVersionInfo(view.draft);
      const path = fieldDraftedBy(view.draft);
      const table = (stageData(board, stage)[info.field] ?? null) as TableData | null;
      const shown: Shown[] = [
        table
          ? { kind: 'table', path, label: info.title, columns: table.columns, rows: table.rows }
          : { kind: 'text', path, label: info.title, text: '', draft: false },
      ];
      if (view.kind === 'segmentation') {
        const chosen = textOf(board, stage, 'chosenTargetGroup');
        shown.push({
          kind: 'text',
          path: 'targetAudienceData.chosenTargetGroup',
          label: 'Chosen target group',
          text: chosen,
          draft: false,
        });
      }
      return shown;
    }
    case 'overview':
      return [];
  }
}

/**
 * A step as a viewer or commenter sees it: what is written, its history without restore,
 * and Back/Forward; no editor, no Generate, no Save.
 */
export function ReadOnlyStep(props: StepContext & { view: StepView }) {
  const { board, stage, step, screen, nav, view } = props;
  return (
    <div className="flex flex-col gap-6">
      {shownOf(props, view).map((shown) => (
        <section
          key={shown.path}
          aria-labelledby={`read-${fieldNameOf(shown.path)}`}
          className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`read-${fieldNameOf(shown.path)}`} className="text-base font-semibold">
                {shown.label}
              </h2>
              {shown.kind === 'text' && shown.draft && <Badge variant="outline">AI draft</Badge>}
            </div>
            <FieldHistory
              boardId={board.id}
              field={shown.path}
              label={shown.label}
              current={fieldValue(board, shown.path) ?? null}
              readOnly
            />
          </div>
          {shown.kind === 'table' ? (
            <Table stickyFirstColumn scrollLabel={shown.label}>
              <TableHeader>
                <TableRow>
                  {shown.columns.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.rows.map((row, r) => (
                  <TableRow key={r}>
                    {row.map((cell, c) => (
                      <TableCell key={c} className="align-top whitespace-pre-wrap">
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : shown.text.trim() ? (
            <Markdown>{shown.text}</Markdown>
          ) : (
            <p className="text-sm text-muted-foreground">Not written yet.</p>
          )}
        </section>
      ))}
      <ReadingStepNav board={board} stage={stage} step={step} screen={screen} nav={nav} />
    </div>
  );
}
