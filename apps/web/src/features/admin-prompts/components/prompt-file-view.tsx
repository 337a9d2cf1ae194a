import type { Prompt } from '@planner/domain';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Textarea } from '@/components/ui/textarea';

import { editorReducer, initialEditorState } from '../lib/editor-state';

export const NO_SELECTION_TEXT = 'Select a file to view its content.';

interface PromptFileViewProps {
  folder: string;
  /** The selected file as cached (its text changes at once on save); null before any selection. */
  prompt: Prompt | null;
  /** Sends the draft; the view returns to viewing right away (the save is optimistic). */
  onSave: (data: string) => void;
  /** The text the keyword list reads: the draft while editing, else the file's content. */
  onTextChange: (text: string) => void;
}

/**
 * The middle pane (spec 4): the file's path and content with Edit, Cancel and Save Changes. Mount it
 * with `key={folder/name}` so that selecting another file resets the draft and leaves edit mode.
 */
export function PromptFileView({ folder, prompt, onSave, onTextChange }: PromptFileViewProps) {
  const saved = prompt?.data ?? '';
  const [state, dispatch] = React.useReducer(editorReducer, saved, initialEditorState);
  const text = state.mode === 'editing' ? state.draft : saved;
  const textareaId = React.useId();

  React.useEffect(() => onTextChange(text), [text, onTextChange]);

  if (!prompt) {
    return (
      <div className="flex h-full items-center justify-center p-6 text-sm text-muted-foreground">
        {NO_SELECTION_TEXT}
      </div>
    );
  }

  const path = `${folder}/${prompt.name}`;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="font-mono text-sm font-semibold" id={`${textareaId}-path`}>
          {path}
        </h2>
        <div className="flex gap-2">
          {state.mode === 'viewing' ? (
            <Button size="sm" onClick={() => dispatch({ type: 'edit', saved })}>
              Edit
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'cancel', saved })}>
                Cancel
              </Button>
              <Button
                size="sm"
                onClick={() => {
                  onSave(state.draft);
                  dispatch({ type: 'saved' });
                }}
              >
                Save Changes
              </Button>
            </>
          )}
        </div>
      </div>
      {state.mode === 'editing' ? (
        <Textarea
          id={textareaId}
          aria-labelledby={`${textareaId}-path`}
          value={state.draft}
          onChange={(event) => dispatch({ type: 'change', draft: event.target.value })}
          variant="embedded"
          className="min-h-72 font-mono text-xs leading-relaxed"
        />
      ) : (
        <ScrollRegion
          aria-labelledby={`${textareaId}-path`}
          className="min-h-0 flex-1 overflow-auto focus-visible:ring-inset"
        >
          <pre className="p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap">{saved}</pre>
        </ScrollRegion>
      )}
    </div>
  );
}
