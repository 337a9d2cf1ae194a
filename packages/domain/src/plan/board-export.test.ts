import { describe, expect, it } from 'vitest';

import { exportFileName } from '../api/exports.js';
import { emptyBoardData } from '../board.js';
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
    expect(parseBoardExport(file)).toEqual({ ok: true, board: content() });
  });

  it('should keep the forecast, and read a file written before the forecast existed as having none', () => {
    const withForecast = { ...content(), forecastData: assumptions({ startingCash: 1234.5 }) };
    const file = JSON.parse(JSON.stringify(boardExport(withForecast, new Date())));
    expect(parseBoardExport(file)).toEqual({ ok: true, board: withForecast });
    const { forecastData: _f, ...before } = file.board;
    expect(parseBoardExport({ ...file, board: before })).toEqual({ ok: true, board: content() });
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
    expect(parseBoardExport(v1)).toEqual({ ok: true, board: content() });
    expect(parseBoardExport({ ...v1, version: 7 })).toEqual({ ok: true, board: content() });
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
      message: 'The file is from a newer version (schemaVersion 9); this server reads up to 2.',
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
