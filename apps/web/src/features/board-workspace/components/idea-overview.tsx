import type * as React from 'react';

import { Markdown } from '@/components/ui/markdown';

import { ReadingStepNav } from './step-chrome';
import type { StepViewProps } from './step-context';

/** The text without a first heading that repeats the part's title ("## Business idea" under "Business idea"). */
function withoutRepeatedTitle(text: string, title: string): string {
  const match = /^\s*#{1,6}\s+(.+?)\s*#*\s*(?:\n|$)/.exec(text);
  const heading = match?.[1]?.replace(/[*_:]/g, '').trim().toLowerCase();
  return match && heading === title.toLowerCase() ? text.slice(match[0].length) : text;
}

function Part({
  title,
  text,
  draft,
}: {
  title: string;
  text: string;
  draft?: { label: string; text: string };
}) {
  return (
    <section className="flex flex-col gap-2 border-b pb-6 last:border-b-0">
      <h2 className="text-lg font-semibold">{title}</h2>
      {text.trim() ? (
        <Markdown>{withoutRepeatedTitle(text, title)}</Markdown>
      ) : (
        <p className="text-sm text-muted-foreground">Not written yet.</p>
      )}
      {draft && draft.text.trim() && (
        <details className="group mt-1 max-w-[70ch] rounded-lg border bg-muted/40 px-4 py-2">
          <summary className="cursor-pointer text-sm font-medium text-muted-foreground">
            {draft.label}
          </summary>
          <div className="pt-2 pb-1">
            <Markdown className="text-sm">{withoutRepeatedTitle(draft.text, title)}</Markdown>
          </div>
        </details>
      )}
    </section>
  );
}

/** DISPLAY_ALL: every field of the idea, readable in one place. */
export function IdeaOverview({
  board,
  stage,
  step,
  screen,
  nav,
}: StepViewProps<'overview'>): React.ReactElement {
  const d = board.ideaData;
  return (
    <div className="flex flex-col gap-6">
      <article
        aria-label="Idea overview"
        className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-xs sm:p-8"
      >
        <Part title="Initial idea" text={d.initialIdea} />
        <Part
          title="Business idea"
          text={d.refinedBusinessIdea}
          draft={{ label: 'AI draft of the business idea', text: d.businessIdea }}
        />
        <Part title="Guiding questions" text={d.guidingQuestions} />
        <Part title="Your answers" text={d.refinedGuidingQuestions} />
        <Part title="Geographical market" text={d.geoMarket} />
        <Part
          title="Problem statement"
          text={d.refinedProblemStatement}
          draft={{ label: 'AI draft of the problem statement', text: d.problemStatement }}
        />
      </article>
      <ReadingStepNav board={board} stage={stage} step={step} screen={screen} nav={nav} />
    </div>
  );
}
