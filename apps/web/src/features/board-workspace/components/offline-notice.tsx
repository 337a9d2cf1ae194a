import { CpuIcon } from 'lucide-react';

import { useViewer } from '@/lib/viewer';

/**
 * Says a draft came from the built-in offline engine, in one calm sentence; platform admins also
 * learn how to connect an AI provider (the server's settings, which only they can change).
 */
export function OfflineNotice() {
  const { isPlatformAdmin } = useViewer();
  return (
    <div
      role="note"
      aria-label="Offline draft"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <CpuIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p>
          This draft was written by the built-in planning assistant from your own answers, without an AI
          model: review it and make it yours.
        </p>
        {isPlatformAdmin && (
          <p className="text-amber-900/80">
            Platform admin: to draft with an AI model, start the server with{' '}
            <code className="font-mono text-[0.85em]">AI_PROVIDER</code> (
            <code className="font-mono text-[0.85em]">openai</code>,{' '}
            <code className="font-mono text-[0.85em]">anthropic</code> or{' '}
            <code className="font-mono text-[0.85em]">openai-compatible</code>),{' '}
            <code className="font-mono text-[0.85em]">AI_MODEL</code> and{' '}
            <code className="font-mono text-[0.85em]">AI_API_KEY</code> (or{' '}
            <code className="font-mono text-[0.85em]">AI_BASE_URL</code>), as the README&apos;s
            &ldquo;Configuration&rdquo; section describes.
          </p>
        )}
      </div>
    </div>
  );
}
