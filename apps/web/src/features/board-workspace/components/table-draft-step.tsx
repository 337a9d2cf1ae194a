import {
  type Budget,
  canGoForward,
  fieldDraftedBy,
  hasBudget,
  promptVersionInfo,
  type TableData,
} from '@planner/domain';
import { toast } from 'sonner';

import { EditConflictSlot } from '@/components/edit-conflict-slot';
import { FieldHistory } from '@/components/field-history';
import { MergeNotice } from '@/components/merge-notice';
import { RestoredNote } from '@/components/restored-note';
import { StreamingText } from '@/components/streaming-text';
import { type Cell, TableEditor } from '@/components/table-editor';
import { useFieldEdit } from '@/hooks/use-field-edit';
import { useAppSelector } from '@/lib/store-hooks';
import { selectSource } from '@/lib/workspace-slice';

import { lowerTitle } from '../lib/lower-title';
import { stageData, textOf } from '../lib/stage-data';
import { BudgetEditor } from './budget-editor';
import { draftBadge, DraftPanel, GenerateButton } from './draft-panel';
import { SaveButton } from './save-button';
import { StepNav } from './step-chrome';
import type { StepViewProps } from './step-context';
import { TargetGroupPicker } from './target-group-picker';

/**
 * The table steps: the market segmentation matrix (with the choice of a target group), the revenue
 * stream matrix (then the SMART goals) and the budget (with totals). Each table is drafted, edited
 * cell by cell and saved whole.
 */
export function TableDraftStep({
  board,
  stage,
  step,
  screen,
  view,
  completion,
  nav,
  busy,
}: StepViewProps<'segmentation' | 'revenue-matrix' | 'budget'>) {
  const draft = promptVersionInfo(view.draft);
  const draftPath = fieldDraftedBy(view.draft);
  const stored = (stageData(board, stage)[draft.field] ?? null) as TableData | Budget | null;
  const edit = useFieldEdit(board.id, draftPath, stored);
  const sessionSource = useAppSelector((state) => selectSource(state, board.id, draftPath));
  const source = draftBadge(board.draftSources[draftPath], sessionSource);
  const hasTable = view.kind === 'budget' ? hasBudget(stored as Budget | null) : stored !== null;
  const forward = canGoForward(step, board);

  const chosenStored = textOf(board, stage, 'chosenTargetGroup');
  const chosen = useFieldEdit(board.id, 'targetAudienceData.chosenTargetGroup', chosenStored);
  const next = view.kind === 'revenue-matrix' ? promptVersionInfo(view.next) : null;
  const nextDrafted = next ? textOf(board, next.stage, next.field).trim() !== '' : false;

  const primary = !hasTable
    ? 'draft'
    : edit.dirty
      ? 'save'
      : view.kind === 'segmentation' && (chosen.dirty || !chosenStored)
        ? 'choose'
        : next && (!nextDrafted || !forward)
          ? 'next'
          : 'forward';

  async function saveTable() {
    if (view.kind !== 'budget') {
      const { TABLE_SCHEMAS } = await import('../lib/table-schemas');
      const checked = TABLE_SCHEMAS[draft.field as keyof typeof TABLE_SCHEMAS].safeParse(edit.value);
      if (!checked.success) {
        toast.error(`Could not save: ${checked.error.issues[0]?.message ?? 'the table is not valid'}`);
        return false;
      }
    }
    return nav.save(stage, { [draft.field]: edit.value });
  }

  const value = edit.value;
  return (
    <div className="flex flex-col gap-6">
      <DraftPanel
        version={view.draft}
        hasDraft={hasTable}
        streaming={completion.streaming}
        source={source}
        primary={primary === 'draft'}
        busy={busy}
        onGenerate={() => void completion.run(view.draft)}
        onCancel={completion.cancel}
        history={<FieldHistory boardId={board.id} field={draftPath} label={draft.title} current={stored} />}
      />

      {value && hasTable && (
        <section className="flex flex-col gap-3">
          <h2 className="text-base font-semibold">{draft.title}</h2>
          <RestoredNote edit={edit} />
          {view.kind === 'budget' && (
            <MergeNotice boardId={board.id} notice={board.budgetingData.mergeNotice} />
          )}
          <EditConflictSlot edit={edit} label={draft.title} onKeepMine={saveTable} disabled={busy} />
          {view.kind === 'budget' ? (
            <BudgetEditor budget={value as Budget} onChange={edit.setValue} disabled={busy} />
          ) : (
            <TableEditor
              label={draft.title}
              columns={(value as TableData).columns}
              rows={(value as TableData).rows}
              disabled={busy}
              onChange={(rows: Cell[][]) =>
                edit.setValue({ ...(value as TableData), rows: rows.map((r) => r.map(String)) })
              }
            />
          )}
          <div>
            <SaveButton
              label="Save table"
              dirty={edit.dirty}
              primary={primary === 'save'}
              disabled={busy}
              onSave={saveTable}
            />
          </div>
        </section>
      )}

      {view.kind === 'segmentation' && value && hasTable && <RestoredNote edit={chosen} />}
      {view.kind === 'segmentation' && value && hasTable && (
        <EditConflictSlot
          edit={chosen}
          label="Chosen target group"
          onKeepMine={() => nav.save(stage, { chosenTargetGroup: chosen.value })}
          disabled={busy}
        />
      )}
      {view.kind === 'segmentation' && value && hasTable && (
        <TargetGroupPicker
          matrix={value as TableData}
          value={chosen.value}
          onChange={chosen.setValue}
          dirty={chosen.dirty}
          primary={primary === 'choose'}
          disabled={busy}
          onSave={() => nav.save(stage, { chosenTargetGroup: chosen.value })}
        />
      )}

      {view.kind === 'revenue-matrix' && next && hasTable && (
        <section className="flex flex-col gap-3 rounded-xl border border-dashed p-5">
          <h2 className="text-base font-semibold">Next: {lowerTitle(next.title)}</h2>
          <p className="max-w-[70ch] text-sm text-muted-foreground">
            Drafted from your revenue streams and the matrix.
          </p>
          <div>
            <GenerateButton
              version={view.next}
              label={
                nextDrafted ? `Regenerate ${lowerTitle(next.title)}` : `Generate ${lowerTitle(next.title)}`
              }
              primary={primary === 'next'}
              busy={busy || edit.dirty}
              running={completion.streaming?.version === view.next}
              onGenerate={() => void completion.run(view.next)}
              onCancel={completion.cancel}
            />
          </div>
          {edit.dirty && <p className="text-sm text-muted-foreground">Save the table first.</p>}
          {completion.streaming?.version === view.next && (
            <StreamingText streaming={completion.streaming} table={false} />
          )}
        </section>
      )}

      <StepNav
        board={board}
        stage={stage}
        step={step}
        hint={screen.forwardHint}
        primary={primary === 'forward'}
        onMove={nav.moveTo}
      />
    </div>
  );
}
