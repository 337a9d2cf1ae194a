import { CpuIcon } from 'lucide-react';

/** Says a draft came from the offline engine, and how to connect an AI provider instead. */
export function OfflineNotice() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <CpuIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">Offline draft: written without an AI model</p>
        <p>
          The built-in offline engine composed this draft from your own answers and proven planning
          frameworks. For AI drafts, start the server with{' '}
          <code className="font-mono text-[0.85em]">AI_PROVIDER</code> set to{' '}
          <code className="font-mono text-[0.85em]">openai</code>,{' '}
          <code className="font-mono text-[0.85em]">anthropic</code> or{' '}
          <code className="font-mono text-[0.85em]">openai-compatible</code>, plus{' '}
          <code className="font-mono text-[0.85em]">AI_MODEL</code> and{' '}
          <code className="font-mono text-[0.85em]">AI_API_KEY</code> or{' '}
          <code className="font-mono text-[0.85em]">AI_BASE_URL</code> (see &ldquo;Configuration&rdquo; in the
          README).
        </p>
      </div>
    </div>
  );
}
