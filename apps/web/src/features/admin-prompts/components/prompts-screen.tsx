import type { SavePromptRequest } from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PROMPT_PANE_HEIGHT_PX } from '@/config/ui-constants';
import { errorMessage } from '@/lib/api-error';

import { useGetPromptsQuery, useSavePromptMutation } from '../api/prompts-api';
import { FolderAccordion, type SelectedPrompt } from './folder-accordion';
import { KeywordList } from './keyword-list';
import { PromptFileView } from './prompt-file-view';

const PANE = 'flex min-h-0 flex-col overflow-hidden rounded-lg border bg-card lg:h-(--pane-height)';

/** /admin/prompts (spec 2): folders, the selected file, and the keywords it uses. */
export function PromptsScreen() {
  const prompts = useGetPromptsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [savePrompt] = useSavePromptMutation();
  const [selected, setSelected] = React.useState<SelectedPrompt | null>(null);
  const [text, setText] = React.useState('');

  const folders = prompts.data ?? [];
  const prompt = selected
    ? (folders.find((f) => f.name === selected.folder)?.prompts.find((p) => p.name === selected.name) ?? null)
    : null;

  const onSave = (data: string) => {
    if (!selected) return;
    savePrompt({ folder: selected.folder as SavePromptRequest['folder'], name: selected.name, data })
      .unwrap()
      .then(
        () => toast.success(`Saved ${selected.folder}/${selected.name}.`),
        (error: unknown) =>
          toast.error(`Failed to save ${selected.folder}/${selected.name}`, {
            description: errorMessage(error),
          }),
      );
  };

  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Prompts</h1>
      <Dialog open={prompts.isLoading}>
        <DialogContent showCloseButton={false} className="w-auto">
          <div className="flex items-center gap-3">
            <Spinner className="size-5 text-primary" />
            <DialogTitle className="text-base">Loading...</DialogTitle>
          </div>
          <DialogDescription className="sr-only">The prompt folders are loading.</DialogDescription>
        </DialogContent>
      </Dialog>
      {prompts.isError && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(prompts.error)}</AlertDescription>
        </Alert>
      )}
      <div
        className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_15rem]"
        style={{ '--pane-height': `${PROMPT_PANE_HEIGHT_PX}px` } as React.CSSProperties}
      >
        <nav aria-label="Prompt folders" className={`${PANE} overflow-y-auto`}>
          <FolderAccordion folders={folders} selected={selected} onSelect={setSelected} />
        </nav>
        <div className={`${PANE} min-h-64`}>
          <PromptFileView
            key={selected ? `${selected.folder}/${selected.name}` : ''}
            folder={selected?.folder ?? ''}
            prompt={prompt}
            onSave={onSave}
            onTextChange={setText}
          />
        </div>
        <div className={`${PANE} max-h-96 lg:max-h-none`}>
          <KeywordList text={text} />
        </div>
      </div>
    </section>
  );
}
