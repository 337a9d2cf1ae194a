import { canGoForward, fieldDraftedBy, fieldPath, isKeyword, promptVersionInfo } from '@planner/domain';

import { EditConflictSlot } from '@/components/edit-conflict-slot';
import { FieldHistory } from '@/components/field-history';
import { RestoredNote } from '@/components/restored-note';
import { StreamingText } from '@/components/streaming-text';
import { useFieldEdit } from '@/hooks/use-field-edit';
import { useAppSelector } from '@/lib/store-hooks';
import { selectSource } from '@/lib/workspace-slice';

import { lowerTitle } from '../lib/lower-title';
import { textOf } from '../lib/stage-data';
import { draftBadge, DraftPanel, GenerateButton } from './draft-panel';
import { MarkdownEditor } from './markdown-editor';
import { OfflineNotice } from './offline-notice';
import { SaveButton } from './save-button';
import { StepNav } from './step-chrome';
import type { StepViewProps } from './step-context';
import { isTooLong } from './text-limit';

/**
 * A draft refined by the user: the AI draft (generated, regenerated, streamed), the markdown editor
 * of the refined field (starting from the draft), Save, and the draft of the next step when there is one.
 */
export function RefineStep({
  board,
  stage,
  step,
  screen,
  view,
  completion,
  nav,
  busy,
}: StepViewProps<'refine'>) {
  const draft = promptVersionInfo(view.draft);
  const draftPath = fieldDraftedBy(view.draft);
  const draftText = textOf(board, stage, draft.field);
  const editsDraft = view.field === draft.field;
  const stored = textOf(board, stage, view.field);
  const edit = useFieldEdit(
    board.id,
    fieldPath(stage, view.field),
    stored,
    editsDraft ? undefined : draftText,
  );
  // A draft refused because someone saved its field meanwhile waits here for a choice.
  const draftEdit = useFieldEdit(board.id, draftPath, draftText);
  const sessionSource = useAppSelector((state) => selectSource(state, board.id, draftPath));
  const source = draftBadge(board.draftSources[draftPath], sessionSource);
  const forward = canGoForward(step, board);
  const next = view.next ? promptVersionInfo(view.next) : null;
  const nextDrafted = next ? textOf(board, next.stage, next.field).trim() !== '' : false;
  const hasDraft = draftText.trim() !== '';
  const filled = edit.value.trim() !== '';
  const tooLong = isTooLong(edit.value);
  const save = () => nav.save(stage, { [view.field]: edit.value });
  const runningDraft = completion.streaming?.version === view.draft;
  const runningNext = view.next !== undefined && completion.streaming?.version === view.next;

  // One primary action at a time: draft, then save, then draft the next step, then Forward.
  const primary = !hasDraft
    ? 'draft'
    : edit.dirty
      ? 'save'
      : next && (!nextDrafted || !forward)
        ? 'next'
        : 'forward';
  // The editor starts from the draft: the draft is shown once, editable there.
  const showsEditor = hasDraft || stored.trim() !== '' || edit.dirty;
  const inputs = isKeyword(view.field) && edit.dirty ? { [view.field]: edit.value } : {};
  const draftHistory = (
    <FieldHistory boardId={board.id} field={draftPath} label={draft.title} current={draftText} />
  );

  return (
    <div className="flex flex-col gap-6">
      {editsDraft ? (
        <section className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold">{draft.title}</h2>
            {draftHistory}
            <GenerateButton
              version={view.draft}
              label={
                hasDraft ? `Regenerate ${lowerTitle(draft.title)}` : `Generate ${lowerTitle(draft.title)}`
              }
              primary={primary === 'draft'}
              busy={busy}
              running={runningDraft}
              onGenerate={() => void completion.run(view.draft)}
              onCancel={completion.cancel}
            />
          </div>
          {runningDraft && <StreamingText streaming={completion.streaming} table={false} />}
          {source === 'offline' && !runningDraft && <OfflineNotice />}
          {!hasDraft && !runningDraft && (
            <p className="text-sm text-muted-foreground">No draft yet. Generate one to start from.</p>
          )}
        </section>
      ) : (
        <>
          <EditConflictSlot
            edit={draftEdit}
            label={draft.title}
            onKeepMine={() => nav.save(stage, { [draft.field]: draftEdit.value })}
            disabled={busy}
          />
          <DraftPanel
            version={view.draft}
            text={draftText}
            hasDraft={hasDraft}
            streaming={completion.streaming}
            source={source}
            primary={primary === 'draft'}
            busy={busy}
            onGenerate={() => void completion.run(view.draft)}
            onCancel={completion.cancel}
            collapsed={showsEditor}
            foldOnPhone={stored.trim() !== ''}
            history={draftHistory}
          />
        </>
      )}

      {showsEditor && (
        <section className="flex flex-col gap-3">
          {!editsDraft && (
            <p className="max-w-[70ch] text-sm text-muted-foreground">
              The draft is in the editor below: keep what is right, cut what is not, add what only you know.
            </p>
          )}
          <RestoredNote edit={edit} />
          <EditConflictSlot edit={edit} label={view.label} onKeepMine={save} disabled={busy} />
          <MarkdownEditor
            id={`field-${view.field}`}
            label={view.label}
            value={edit.value}
            onChange={edit.setValue}
          />
          <div className="flex flex-wrap items-center gap-3">
            <SaveButton
              dirty={edit.dirty}
              primary={primary === 'save'}
              disabled={busy || !filled || tooLong}
              onSave={save}
            />
            {!editsDraft && (
              <FieldHistory
                boardId={board.id}
                field={fieldPath(stage, view.field)}
                label={view.label}
                current={stored}
              />
            )}
          </div>
        </section>
      )}

      {next && view.next && hasDraft && (
        <section className="flex flex-col gap-3 rounded-xl border border-dashed p-5">
          <h2 className="text-base font-semibold">Next: {lowerTitle(next.title)}</h2>
          <p className="max-w-[70ch] text-sm text-muted-foreground">
            Drafted from {editsDraft ? 'this step' : 'your refined text'}
            {edit.dirty ? ' (your unsaved changes are saved with it)' : ''}.
          </p>
          <div>
            <GenerateButton
              version={view.next}
              label={
                nextDrafted ? `Regenerate ${lowerTitle(next.title)}` : `Generate ${lowerTitle(next.title)}`
              }
              primary={primary === 'next'}
              busy={busy}
              disabled={!filled || tooLong}
              running={runningNext}
              onGenerate={() => view.next && void completion.run(view.next, inputs)}
              onCancel={completion.cancel}
            />
          </div>
          {runningNext && <StreamingText streaming={completion.streaming} table={next.format !== 'text'} />}
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
