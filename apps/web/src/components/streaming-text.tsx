import { Markdown } from '@/components/ui/markdown';
import { Spinner } from '@/components/ui/spinner';

/**
 * A draft as it streams in (a stage step's or a plan section's): the text so far, announced politely;
 * table drafts arrive as JSON and are shown as received. Nothing here is stored: the caller shows the
 * stored draft once the server's `done` came.
 */
export function StreamingText({ streaming, table }: { streaming: { text: string } | null; table: boolean }) {
  const text = streaming?.text ?? '';
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {text ? 'Drafting…' : 'Waiting for the first words…'}
      </p>
      {text &&
        (table ? (
          <pre
            data-testid="streaming-text"
            className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
          >
            {text}
          </pre>
        ) : (
          <div data-testid="streaming-text">
            <Markdown>{text}</Markdown>
          </div>
        ))}
    </div>
  );
}
