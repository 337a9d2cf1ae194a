import { KEYWORDS, keywordsIn } from '@planner/domain';
import { cva } from 'class-variance-authority';
import { CheckIcon } from 'lucide-react';
import * as React from 'react';

import { ScrollRegion } from '@/components/ui/scroll-region';

/** A keyword of the list, highlighted while it occurs in the text. */
const keywordVariants = cva('flex items-center gap-2 rounded-md px-2 py-1 font-mono text-xs', {
  variants: {
    present: { true: 'bg-primary/10 font-semibold text-primary', false: 'text-muted-foreground' },
  },
});

/** The right pane (spec 2): the keywords (the spec’s 15, the Idea step's two answers, the plan’s three), those occurring in the text highlighted. */
export function KeywordList({ text }: { text: string }) {
  const present = new Set<string>(keywordsIn(text));
  return (
    <div className="flex h-full min-h-0 flex-col">
      <h2 className="border-b px-4 py-2 text-sm font-semibold">Keywords</h2>
      <ScrollRegion
        aria-label="Keyword list"
        className="min-h-0 flex-1 overflow-auto focus-visible:ring-inset"
      >
        <ul aria-label="Keywords" className="p-2">
          {KEYWORDS.map((keyword) => {
            const used = present.has(keyword.name);
            return (
              <li
                key={keyword.name}
                data-present={used}
                title={keyword.label}
                className={keywordVariants({ present: used })}
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
      </ScrollRegion>
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
