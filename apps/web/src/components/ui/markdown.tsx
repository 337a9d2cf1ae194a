import * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * Readable long-form text: a ~70ch measure, relaxed leading, spaced blocks, tables and lists. Joined,
 * not `cn`: no two of them conflict, and `cn` at import time builds tailwind-merge inside the board's
 * chunk evaluation (a long task on phones).
 */
const PROSE = [
  'max-w-[70ch] text-[0.975rem] leading-7 text-foreground/90 break-words',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-3 [&_ul]:my-3 [&_ol]:my-3 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1 [&_li]:pl-1',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_hr]:my-6',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border-b [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:px-2 [&_td]:py-1.5 [&_td]:align-top',
].join(' ');

// The renderer (react-markdown, remark-gfm: 48 KB gzip) is its own chunk, kept off first paint.
const MarkdownRenderer = React.lazy(() => import('./markdown-renderer'));

/**
 * Markdown as HTML without raw HTML, GitHub-flavoured (tables, lists). Until the renderer's chunk has
 * loaded, the text shows as written (line breaks kept).
 */
function Markdown({ children, className, ...props }: React.ComponentProps<'div'> & { children: string }) {
  return (
    <div data-slot="markdown" className={cn(PROSE, className)} {...props}>
      <React.Suspense fallback={<p className="whitespace-pre-wrap">{children}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </React.Suspense>
    </div>
  );
}

export { Markdown };
