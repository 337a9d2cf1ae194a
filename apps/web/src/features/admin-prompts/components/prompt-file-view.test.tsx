import type { Prompt } from '@planner/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

import { KeywordList } from './keyword-list';
import { PromptFileView } from './prompt-file-view';

const FILES: Record<string, Prompt> = {
  'idea/1.1.2.md': { name: '1.1.2.md', data: 'Rewrite {{initialIdea}} as a business idea.' },
  'idea/1.1.4.md': { name: '1.1.4.md', data: 'Ask questions about {{refinedBusinessIdea}}.' },
};

/** The screen's wiring without the network: a cache that the save updates at once, as the real one does. */
function Harness({ saves }: { saves: string[] }) {
  const [files, setFiles] = React.useState(FILES);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [text, setText] = React.useState('');
  return (
    <>
      {Object.keys(files).map((path) => (
        <button key={path} type="button" onClick={() => setSelected(path)}>
          open {path}
        </button>
      ))}
      <PromptFileView
        key={selected ?? ''}
        folder="idea"
        prompt={selected ? (files[selected] ?? null) : null}
        onSave={(data) => {
          saves.push(data);
          setFiles((f) => ({ ...f, [selected!]: { ...f[selected!]!, data } }));
        }}
        onTextChange={setText}
      />
      <KeywordList text={text} />
    </>
  );
}

function highlighted(): string[] {
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.dataset.present === 'true')
    .map((item) => item.textContent?.replace('(in the text)', '') ?? '');
}

describe('PromptFileView', () => {
  it('should ask for a selection before any file is chosen', () => {
    render(<Harness saves={[]} />);
    expect(screen.getByText('Select a file to view its content.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // The spec's 15 keywords plus the Idea step's two answers, the plan's launch plan,
    // company name and founders, and the six confirmed facts, the new ones listed too.
    expect(screen.getAllByRole('listitem')).toHaveLength(26);
    expect(screen.getByText('{{refinedLaunchPlan}}')).toBeVisible();
    expect(screen.getByText('{{founders}}')).toBeVisible();
    expect(screen.getByText('{{offerKind}}')).toBeVisible();
    expect(screen.getByText('{{customerKind}}')).toBeVisible();
    expect(highlighted()).toEqual([]);
  });

  it('should go viewing -> editing -> cancel (draft reset) -> editing -> save (draft shown)', async () => {
    const user = userEvent.setup();
    const saves: string[] = [];
    render(<Harness saves={saves} />);
    await user.click(screen.getByRole('button', { name: 'open idea/1.1.2.md' }));
    expect(screen.getByRole('heading', { name: 'idea/1.1.2.md' })).toBeVisible();
    expect(screen.getByText('Rewrite {{initialIdea}} as a business idea.')).toBeVisible();
    expect(highlighted()).toEqual(['{{initialIdea}}']);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'idea/1.1.2.md' });
    expect(box).toHaveValue('Rewrite {{initialIdea}} as a business idea.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.clear(box);
    await user.type(box, 'Use {{{{geoMarket}} only');
    expect(highlighted()).toEqual(['{{geoMarket}}']);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Rewrite {{initialIdea}} as a business idea.')).toBeVisible();
    expect(highlighted()).toEqual(['{{initialIdea}}']);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox')).toHaveValue('Rewrite {{initialIdea}} as a business idea.');

    await user.type(screen.getByRole('textbox'), ' Mind {{{{targetPersona}}.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(saves).toEqual(['Rewrite {{initialIdea}} as a business idea. Mind {{targetPersona}}.']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText('Rewrite {{initialIdea}} as a business idea. Mind {{targetPersona}}.'),
    ).toBeVisible();
    expect(highlighted()).toEqual(['{{initialIdea}}', '{{targetPersona}}']);
  });

  it('should drop the draft and leave edit mode when another file is selected', async () => {
    const user = userEvent.setup();
    render(<Harness saves={[]} />);
    await user.click(screen.getByRole('button', { name: 'open idea/1.1.2.md' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox'), ' unsaved');
    await user.click(screen.getByRole('button', { name: 'open idea/1.1.4.md' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByText('Ask questions about {{refinedBusinessIdea}}.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'open idea/1.1.2.md' }));
    expect(screen.getByText('Rewrite {{initialIdea}} as a business idea.')).toBeVisible();
  });
});
