import { describe, expect, it } from 'vitest';

import { exportFileName } from '../api/exports.js';
import { emptyBoardData } from '../board.js';
import { withBudgetCosts } from '../forecast/one-cost-list.js';
import { assumptions } from '../forecast/test-data.js';
import type { BoardContent } from './board-export.js';
import { BOARD_EXPORT_VERSION, boardExport, parseBoardExport } from './board-export.js';

function content(): BoardContent {
  const data = emptyBoardData();
  data.ideaData.initialIdea = 'Bread';
  data.budgetingData.budget = { Item: ['Oven'], Cost: [100] };
  return { ...data, title: 'Bakery', currentStage: 'IDEA', currentStep: 'GEO_MARKET' };
}

describe('parseBoardExport', () => {
  it('should read back what boardExport writes', () => {
    const file = JSON.parse(JSON.stringify(boardExport(content(), new Date('2026-11-22T00:00:00Z'))));
    expect(file.schemaVersion).toBe(BOARD_EXPORT_VERSION);
    expect(parseBoardExport(file)).toEqual({ ok: true, board: content(), threads: [] });
  });

  it('should keep the forecast, and read a file written before the forecast existed as having none', () => {
    // The forecast's cost lines are the budget's: one list.
    const withForecast = withBudgetCosts({
      ...content(),
      forecastData: assumptions({ startingCash: 1234.5 }),
    });
    const file = JSON.parse(JSON.stringify(boardExport(withForecast, new Date())));
    expect(parseBoardExport(file)).toEqual({ ok: true, board: withForecast, threads: [] });
    const { forecastData: _f, ...before } = file.board;
    expect(parseBoardExport({ ...file, board: before })).toEqual({ ok: true, board: content(), threads: [] });
  });

  it('should migrate version 1, the board as GET /api/boards/:id answers it', () => {
    const v1 = {
      ...content(),
      id: '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
      ownerId: '5e1d2c3b-4a59-4687-9a6b-7c8d9e0f1a2b',
      companyId: null,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:00:00.000Z',
    };
    expect(parseBoardExport(v1)).toEqual({ ok: true, board: content(), threads: [] });
    expect(parseBoardExport({ ...v1, version: 7 })).toEqual({ ok: true, board: content(), threads: [] });
  });

  it('should name the first problem of anything else', () => {
    const file = boardExport(content(), new Date());
    expect(parseBoardExport([])).toEqual({
      ok: false,
      message: 'The file is not a board export: expected a JSON object.',
    });
    expect(parseBoardExport({ hello: 1 })).toEqual({
      ok: false,
      message: 'The file is not a board export: schemaVersion is missing.',
    });
    expect(parseBoardExport({ ...file, schemaVersion: 9 })).toEqual({
      ok: false,
      message: 'The file is from a newer version (schemaVersion 9); this server reads up to 3.',
    });
    const bad = { ...file, board: { ...file.board, ideaData: { ...file.board.ideaData, initialIdea: 5 } } };
    const result = parseBoardExport(bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^board\.ideaData\.initialIdea: /);
    const wrongStep = { ...file, board: { ...file.board, currentStep: 'REFINE_BUDGET' } };
    expect(parseBoardExport(wrongStep)).toEqual({
      ok: false,
      message: 'board.currentStep: currentStep must be a step of currentStage',
    });
  });
});

describe('exportFileName', () => {
  it('should keep safe characters only, then the date', () => {
    expect(exportFileName('Café «Ünïcode» / ../etc/passwd', '2026-11-22', 'pdf')).toBe(
      'Cafe-Unicode-etc-passwd-2026-11-22.pdf',
    );
    expect(exportFileName('東京 🍞', '2026-11-22', 'docx')).toBe('board-2026-11-22.docx');
  });
});

describe('comment threads in the export', () => {
  const at = '2026-11-22T10:00:00.000Z';
  const thread = {
    id: '0b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d',
    field: 'ideaData.initialIdea',
    status: 'resolved' as const,
    createdAt: at,
    resolvedAt: at,
    resolvedBy: { id: '1b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d', name: 'Ada' },
    comments: [
      {
        id: '2b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d',
        author: null,
        body: 'Comment deleted',
        mentions: [],
        createdAt: at,
        editedAt: null,
        deleted: true,
      },
      {
        id: '3b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d',
        author: { id: '1b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d', name: 'Ada' },
        body: '<b>Why</b>?',
        mentions: ['1b5e7c1a-3a2f-4c55-9a8e-0d8f1c2b3a4d'],
        createdAt: at,
        editedAt: at,
        deleted: false,
      },
    ],
  };

  it('should write threads by names only and read them back', () => {
    const file = JSON.parse(JSON.stringify(boardExport(content(), new Date(at), [thread])));
    const expected = [
      {
        field: 'ideaData.initialIdea',
        status: 'resolved',
        createdAt: at,
        resolvedAt: at,
        comments: [
          { author: null, body: '', createdAt: at, editedAt: null, deleted: true },
          { author: 'Ada', body: '<b>Why</b>?', createdAt: at, editedAt: at, deleted: false },
        ],
      },
    ];
    expect(file.threads).toEqual(expected);
    expect(JSON.stringify(file)).not.toContain('1b5e7c1a');
    expect(parseBoardExport(file)).toEqual({ ok: true, board: content(), threads: expected });
  });

  it('should refuse a comment longer than 5,000 characters, naming where', () => {
    const file = JSON.parse(JSON.stringify(boardExport(content(), new Date(at), [thread])));
    file.threads[0].comments[1].body = 'x'.repeat(5001);
    expect(parseBoardExport(file)).toEqual({
      ok: false,
      message: 'threads.0.comments.1.body: A comment is limited to 5,000 characters',
    });
  });
});
