import { describe, expect, it } from 'vitest';

import {
  commentFieldLabel,
  commentFieldsOf,
  commentPageOf,
  commentThreadPath,
  isCommentField,
  shortened,
} from './comment-fields.js';

describe('commentPageOf', () => {
  it('should put each kind of field on the page that shows it', () => {
    expect(commentPageOf('ideaData.initialIdea')).toBe('idea');
    expect(commentPageOf('uvpData.refinedElevatorPitch')).toBe('uvp');
    expect(commentPageOf('budgetingData.budget')).toBe('budgeting');
    expect(commentPageOf('title')).toBe('plan');
    expect(commentPageOf('planData.competition')).toBe('plan');
    expect(commentPageOf('planData.companyName')).toBe('plan');
    expect(commentPageOf('forecastData')).toBe('forecast');
  });

  it('should know no page for a path that names no field', () => {
    for (const path of [
      '',
      'ideaData',
      'ideaData.nothing',
      'planData.sectionOrder',
      'forecastData.x',
      'ownerId',
    ]) {
      expect(isCommentField(path), path).toBe(false);
    }
  });
});

describe('commentThreadPath', () => {
  it("should open the field's page with the field and the thread in the query", () => {
    expect(commentThreadPath('b1', 'ideaData.initialIdea', 't1')).toBe(
      '/b1/idea?field=ideaData.initialIdea&thread=t1',
    );
  });
});

describe('shortened', () => {
  it('should cut a long text with an ellipsis and keep a short one', () => {
    expect(shortened('abcdefghij', 5)).toBe('abcd…');
    expect(shortened(' abc ', 5)).toBe('abc');
  });
});

describe('commentFieldsOf', () => {
  it("should list a page's fields with their names, each one a thread may be on", () => {
    expect(commentFieldsOf('idea').slice(0, 2)).toEqual([
      { field: 'ideaData.initialIdea', label: 'Initial idea' },
      { field: 'ideaData.businessIdea', label: 'Business idea draft' },
    ]);
    expect(commentFieldsOf('forecast')).toEqual([{ field: 'forecastData', label: 'Forecast assumptions' }]);
    expect(commentFieldLabel('planData.competition')).toBe('Competition');
    for (const page of [
      'idea',
      'target-audience',
      'uvp',
      'business-model',
      'budgeting',
      'go-to-market',
      'plan',
    ] as const) {
      for (const { field } of commentFieldsOf(page)) expect(commentPageOf(field), field).toBe(page);
    }
  });
});
