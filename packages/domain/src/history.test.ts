import { describe, expect, it } from 'vitest';

import { emptyBoardData } from './board.js';
import { fieldPatch } from './field-path.js';
import { fieldValue } from './fields.js';
import { boardFieldChanges } from './history.js';

const board = () => ({
  id: 'b',
  title: 'Cafe',
  currentStage: 'IDEA',
  currentStep: 'INITIAL_IDEA',
  version: 1,
  ...emptyBoardData(),
});

describe('boardFieldChanges', () => {
  it('should list each changed stage field by its dotted path and the title whole', () => {
    const before = board();
    const after = {
      ...before,
      title: 'Bike cafe',
      version: 2,
      ideaData: { ...before.ideaData, initialIdea: 'Bikes' },
    };
    expect(boardFieldChanges(before, after)).toEqual([
      { field: 'title', before: 'Cafe', after: 'Bike cafe' },
      { field: 'ideaData.initialIdea', before: '', after: 'Bikes' },
    ]);
  });

  it('should ignore position-only changes and record tables and unknown top-level fields whole', () => {
    const before = { ...board(), forecastData: { years: 5 } };
    const budget = { columns: ['A'], rows: [['1']] };
    const after = {
      ...before,
      currentStage: 'UVP',
      currentStep: 'UVP_STEP',
      budgetingData: { budget },
      forecastData: { years: 3 },
    };
    expect(boardFieldChanges(before, after)).toEqual([
      { field: 'budgetingData.budget', before: null, after: budget },
      { field: 'forecastData', before: { years: 5 }, after: { years: 3 } },
    ]);
  });
});

describe('fieldPatch and fieldValue', () => {
  it('should address a stage field and a top-level field', () => {
    expect(fieldPatch('ideaData.initialIdea', 'x')).toEqual({ ideaData: { initialIdea: 'x' } });
    expect(fieldPatch('title', 'T')).toEqual({ title: 'T' });
    expect(fieldValue(board(), 'title')).toBe('Cafe');
    expect(fieldValue({ ideaData: { initialIdea: 'x' } }, 'ideaData.initialIdea')).toBe('x');
  });
});
