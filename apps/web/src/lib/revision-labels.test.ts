import { describe, expect, it } from 'vitest';

import { fieldLabel, groupIntoSessions, sourceLabel } from './revision-labels';

describe('groupIntoSessions', () => {
  it('should start a new session after 30 minutes without a change', () => {
    const at = (minute: number) => ({ at: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(), minute });
    const sessions = groupIntoSessions([at(59), at(50), at(40), at(5), at(0)]);
    expect(sessions.map((s) => s.map((r) => r.minute))).toEqual([
      [59, 50, 40],
      [5, 0],
    ]);
  });
});

describe('labels', () => {
  it('should name fields and sources in words', () => {
    expect(fieldLabel('ideaData.refinedBusinessIdea')).toBe('Refined business idea');
    expect(fieldLabel('title')).toBe('Title');
    expect(sourceLabel({ kind: 'ai', provider: 'openai', model: 'gpt-x' })).toBe('AI draft (gpt-x)');
    expect(sourceLabel({ kind: 'restore' })).toBe('Restored');
  });
});
