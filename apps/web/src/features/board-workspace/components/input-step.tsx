import { canGoForward, fieldPath, type Keyword, promptVersionInfo } from '@planner/domain';
import * as React from 'react';

import { EditConflictSlot } from '@/components/edit-conflict-slot';
import { RestoredNote } from '@/components/restored-note';
import { StreamingText } from '@/components/streaming-text';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useFieldEdit } from '@/hooks/use-field-edit';

import { lowerTitle } from '../lib/lower-title';
import { textOf } from '../lib/stage-data';
import { GenerateButton } from './draft-panel';
import { IdeaQuestions } from './idea-questions';
import { SaveButton } from './save-button';
import { StepNav } from './step-chrome';
import type { StepViewProps } from './step-context';
import { isTooLong, TextLimit, textLimitId } from './text-limit';

/** The facts card is only on the initial idea: its own chunk keeps the stage page light. */
const FactsCard = React.lazy(() => import('./facts-card').then((m) => ({ default: m.FactsCard })));

/** INITIAL_IDEA and GEO_MARKET: the user writes a field, then drafts what follows from it. */
export function InputStep({
  board,
  stage,
  step,
  screen,
  view,
  completion,
  nav,
  busy,
}: StepViewProps<'input'>) {
  const stored = textOf(board, stage, view.field);
  const edit = useFieldEdit(board.id, fieldPath(stage, view.field), stored);
  const next = promptVersionInfo(view.next);
  const nextDrafted = textOf(board, next.stage, next.field).trim() !== '';
  const forward = canGoForward(step, board);
  const filled = edit.value.trim() !== '';
  const id = `field-${view.field}`;
  // One primary action: draft the next field until it exists (or the input changed), then Forward.
  const generatePrimary = filled && (!nextDrafted || edit.dirty || !forward);
  const running = completion.streaming?.version === view.next;
  const tooLong = isTooLong(edit.value);
  const save = () => nav.save(stage, { [view.field]: edit.value });

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <Label htmlFor={id} className="text-base font-semibold">
          {view.label}
        </Label>
        <RestoredNote edit={edit} />
        <EditConflictSlot edit={edit} label={view.label} onKeepMine={save} disabled={busy} />
        {view.field === 'geoMarket' ? (
          <Input
            id={id}
            value={edit.value}
            placeholder={view.placeholder}
            onChange={(e) => edit.setValue(e.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={textLimitId(id)}
          />
        ) : (
          <Textarea
            id={id}
            value={edit.value}
            placeholder={view.placeholder}
            onChange={(e) => edit.setValue(e.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={textLimitId(id)}
            className="min-h-36 text-base leading-7"
          />
        )}
        <TextLimit fieldId={id} value={edit.value} />
        {view.field === 'initialIdea' && (
          <IdeaQuestions
            board={board}
            idea={edit.value}
            disabled={busy}
            onAnswer={(changes) => nav.save(stage, changes)}
          />
        )}
        {view.field === 'initialIdea' && (
          <React.Suspense fallback={null}>
            <FactsCard board={board} disabled={busy} onConfirm={(facts) => nav.save(stage, { facts })} />
          </React.Suspense>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <GenerateButton
            version={view.next}
            label={
              nextDrafted ? `Regenerate ${lowerTitle(next.title)}` : `Generate ${lowerTitle(next.title)}`
            }
            primary={generatePrimary}
            busy={busy}
            disabled={!filled || tooLong}
            running={running}
            onGenerate={() => void completion.run(view.next, { [view.field as Keyword]: edit.value })}
            onCancel={completion.cancel}
          />
          <SaveButton dirty={edit.dirty} primary={false} disabled={busy || tooLong} onSave={save} />
        </div>
        {running && <StreamingText streaming={completion.streaming} table={false} />}
      </section>
      <StepNav
        board={board}
        stage={stage}
        step={step}
        hint={screen.forwardHint}
        primary={!generatePrimary}
        onMove={nav.moveTo}
      />
    </div>
  );
}
