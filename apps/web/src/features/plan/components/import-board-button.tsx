import { UploadIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';

import { useImportBoardMutation } from '../api/plan-api';

/** "Import a board": picks a JSON export and creates a new board from it (one board of quota). */
export function ImportBoardButton() {
  const input = React.useRef<HTMLInputElement>(null);
  const [importBoard, state] = useImportBoardMutation();
  const [problem, setProblem] = React.useState<string | null>(null);
  const navigate = useNavigate();

  async function read(file: File) {
    setProblem(null);
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      setProblem(`${file.name} is not a JSON file. Choose a board exported as JSON.`);
      return;
    }
    try {
      const board = await importBoard(data).unwrap();
      showToast('success', `Imported "${board.title}"`);
      void navigate(`/${board.id}/plan`);
    } catch (error) {
      setProblem(`The board could not be imported: ${errorMessage(error)}`);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Board export file (JSON)"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button variant="outline" disabled={state.isLoading} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden />
        {state.isLoading ? 'Importing…' : 'Import a board'}
      </Button>
      {problem && (
        <p role="alert" className="max-w-md text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
