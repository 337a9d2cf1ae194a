import {
  type CompletionSource,
  type DraftSource,
  type PromptVersion,
  promptVersionInfo,
} from '@planner/domain';
import { ChevronDownIcon, SparklesIcon, SquareIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';

import { StreamingText } from '@/components/streaming-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { useIsMobile } from '@/hooks/use-mobile';

import type { Streaming } from '../hooks/use-completion';
import { lowerTitle } from '../lib/lower-title';
import { OfflineNotice } from './offline-notice';

/**
 * The badge a draft field earns: who wrote it as stored with the board (so it survives reloads),
 * else the source of a draft made in this session; none once the user rewrote it.
 */
export function draftBadge(
  stored: DraftSource | undefined,
  session: CompletionSource | undefined,
): CompletionSource | undefined {
  if (!stored) return session;
  return stored.kind === 'user' ? undefined : stored.kind;
}

interface DraftPanelProps {
  version: PromptVersion;
  /** The stored draft (text, or nothing for tables, which the step shows itself). */
  text?: string;
  hasDraft: boolean;
  streaming: Streaming | null;
  source?: 'offline' | 'ai';
  primary: boolean;
  busy: boolean;
  onGenerate: () => void;
  onCancel: () => void;
  /** The editor below already holds the draft: keep the original one click away, not shown twice. */
  collapsed?: boolean;
  /** The draft's "History" control. */
  history?: React.ReactNode;
  /** A refined text exists: on a phone the panel starts folded, so the editor is on the first screen. */
  foldOnPhone?: boolean;
}

/** The AI draft of a step: its text as it streams in, Generate/Regenerate, Cancel, and its source. */
export function DraftPanel({
  version,
  text,
  hasDraft,
  streaming,
  source,
  primary,
  busy,
  onGenerate,
  onCancel,
  collapsed = false,
  history,
  foldOnPhone = false,
}: DraftPanelProps) {
  const info = promptVersionInfo(version);
  const mine = streaming?.version === version;
  const phone = useIsMobile();
  const [unfolded, setUnfolded] = useState(false);
  const foldable = foldOnPhone && phone && !mine;
  const bodyId = `draft-body-${version}`;
  const toggle = foldable && (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={unfolded}
      aria-controls={unfolded ? bodyId : undefined}
      onClick={() => setUnfolded((open) => !open)}
    >
      <ChevronDownIcon aria-hidden className={unfolded ? 'rotate-180' : undefined} />
      {unfolded ? 'Hide the draft' : 'Show the draft'}
    </Button>
  );
  const generate = (
    <GenerateButton
      version={version}
      label={hasDraft ? `Regenerate ${lowerTitle(info.title)}` : `Generate ${lowerTitle(info.title)}`}
      primary={primary}
      busy={busy}
      running={mine}
      onGenerate={onGenerate}
      onCancel={onCancel}
    />
  );
  const body = (
    <>
      {mine ? (
        <StreamingText streaming={streaming} table={info.format !== 'text'} />
      ) : text !== undefined && text.trim() && collapsed ? (
        <OriginalDraft text={text} />
      ) : text !== undefined && text.trim() ? (
        <Markdown>{text}</Markdown>
      ) : !hasDraft ? (
        <p className="text-sm text-muted-foreground">No draft yet. Generate one to start from.</p>
      ) : null}
      {source === 'offline' && !mine && <OfflineNotice />}
    </>
  );
  return (
    <section
      aria-labelledby={`draft-${version}`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`draft-${version}`} className="text-base font-semibold">
            Draft: {lowerTitle(info.title)}
          </h2>
          {source === 'offline' && <Badge variant="secondary">Offline draft</Badge>}
          {source === 'ai' && <Badge variant="secondary">AI draft</Badge>}
          {!foldable && history}
        </div>
        {foldable ? toggle : generate}
      </div>
      {!foldable
        ? body
        : unfolded && (
            <div id={bodyId} className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                {generate}
                {history}
              </div>
              {body}
            </div>
          )}
    </section>
  );
}

/** The draft the editor started from, folded; rendered only once opened (no Markdown on first paint). */
function OriginalDraft({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group rounded-lg border bg-muted/40 px-4 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium text-muted-foreground">
        Show the original draft
      </summary>
      <div className="pt-2 pb-1">{open && <Markdown>{text}</Markdown>}</div>
    </details>
  );
}

interface GenerateButtonProps {
  version: PromptVersion;
  label: string;
  primary: boolean;
  busy: boolean;
  running: boolean;
  disabled?: boolean;
  onGenerate: () => void;
  onCancel: () => void;
}

/** Generate while idle; Cancel while this version runs. */
export function GenerateButton({
  label,
  primary,
  busy,
  running,
  disabled,
  onGenerate,
  onCancel,
}: GenerateButtonProps) {
  if (running) {
    return (
      <Button variant="outline" onClick={onCancel}>
        <SquareIcon aria-hidden />
        Cancel
      </Button>
    );
  }
  return (
    <Button
      variant={primary ? 'default' : 'outline'}
      disabled={busy || disabled}
      onClick={onGenerate}
      // Long labels wrap on phones instead of overflowing their card.
      className="h-auto min-h-10 whitespace-normal"
    >
      <SparklesIcon aria-hidden />
      {label}
    </Button>
  );
}
