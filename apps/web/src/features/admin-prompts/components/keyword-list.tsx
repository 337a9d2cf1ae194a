import { KEYWORDS, keywordsIn } from '@planner/domain';
import { CheckIcon } from 'lucide-react';
import * as React from 'react';

/** The right pane (spec 2): the keywords (the spec’s 15, the Idea step's two answers, the plan’s three), those occurring in the text highlighted. */
export function KeywordList({ text }: { text: string }) {
  const present = new Set<string>(keywordsIn(text));
  return (
    <div className="flex h-full min-h-0 flex-col">
      <h2 className="border-b px-4 py-2 text-sm font-semibold">Keywords</h2>
      <div
        role="region"
        aria-label="Keyword list"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe scrollable-region-focusable)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none focus-visible:ring-inset"
      >
        <ul aria-label="Keywords" className="p-2">
          {KEYWORDS.map((keyword) => {
            const used = present.has(keyword.name);
            return (
              <li
                key={keyword.name}
                data-present={used}
                title={keyword.label}
                className="flex items-center gap-2 rounded-md px-2 py-1 font-mono text-xs text-muted-foreground data-[present=true]:bg-primary/10 data-[present=true]:font-semibold data-[present=true]:text-primary"
              >
                <CheckIcon
                  aria-hidden
                  className={used ? 'size-3.5 shrink-0' : 'invisible size-3.5 shrink-0'}
                />
                <span className="min-w-0 break-words">{breakableKeyword(keyword.name)}</span>
                {used && <span className="sr-only">(in the text)</span>}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** `{{refinedBusinessIdea}}` may wrap only between its words (before each capital), never inside one. */
function breakableKeyword(name: string): React.ReactNode {
  const words = name.split(/(?=[A-Z])/);
  return (
    <>
      {'{{'}
      {words.map((word, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </React.Fragment>
      ))}
      {'}}'}
    </>
  );
}
