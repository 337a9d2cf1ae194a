import { describe, expect, it } from 'vitest';

import {
  commentFieldLabel,
  commentFieldsOf,
  commentFieldsOfStep,
  commentPageOf,
  commentThreadPath,
  isCommentField,
  openThreadCounts,
  openThreadsOfSection,
  shortened,
  threadEvents,
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

describe('openThreadCounts', () => {
  it('should count open threads by page and by field, resolved ones left out', () => {
    const { byPage, byField } = openThreadCounts([
      { field: 'ideaData.initialIdea', status: 'open' },
      { field: 'ideaData.initialIdea', status: 'open' },
      { field: 'ideaData.geoMarket', status: 'resolved' },
      { field: 'planData.risks', status: 'open' },
    ]);
    expect([...byPage]).toEqual([
      ['idea', 2],
      ['plan', 1],
    ]);
    expect(byField.get('ideaData.initialIdea')).toBe(2);
    expect(byField.get('ideaData.geoMarket')).toBeUndefined();
  });
});

describe('openThreadsOfSection', () => {
  it("should give a stage's section its stage's threads and a plan section its field's", () => {
    const counts = openThreadCounts([
      { field: 'uvpData.elevatorPitch', status: 'open' },
      { field: 'planData.risks', status: 'open' },
      { field: 'title', status: 'open' },
    ]);
    expect(openThreadsOfSection({ id: 'uvp', stage: 'UVP' }, counts)).toBe(1);
    expect(openThreadsOfSection({ id: 'risks', stage: null }, counts)).toBe(1);
    expect(openThreadsOfSection({ id: 'idea', stage: 'IDEA' }, counts)).toBe(0);
    expect(openThreadsOfSection({ id: 'executive-summary', stage: null }, counts)).toBe(0);
  });
});

describe('commentFieldsOfStep', () => {
  it('should list the fields a step edits', () => {
    expect(commentFieldsOfStep('REFINE_UVP')).toEqual([
      { field: 'uvpData.uniqueValueProposition', label: 'Unique value proposition draft' },
      { field: 'uvpData.refinedUniqueValueProposition', label: 'Unique value proposition' },
    ]);
  });
});

describe('threadEvents', () => {
  it("should list a field's threads opened and resolved, newest first", () => {
    const thread = (id: string, field: string, createdAt: string, resolvedAt: string | null) => ({
      id,
      field,
      createdAt,
      resolvedAt,
      resolvedBy: resolvedAt ? { name: 'Ada' } : null,
      comments: [{ author: { name: 'Max' } }],
    });
    expect(
      threadEvents(
        [
          thread('a', 'title', '2026-11-01T10:00:00.000Z', '2026-11-03T10:00:00.000Z'),
          thread('b', 'title', '2026-11-02T10:00:00.000Z', null),
          thread('c', 'forecastData', '2026-11-04T10:00:00.000Z', null),
        ],
        'title',
      ),
    ).toEqual([
      { threadId: 'a', kind: 'resolved', at: '2026-11-03T10:00:00.000Z', by: 'Ada' },
      { threadId: 'b', kind: 'opened', at: '2026-11-02T10:00:00.000Z', by: 'Max' },
      { threadId: 'a', kind: 'opened', at: '2026-11-01T10:00:00.000Z', by: 'Max' },
    ]);
  });
});
