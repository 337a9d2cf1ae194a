import { describe, expect, it } from 'vitest';

import { BoardTitleSchema, importedTitle, TITLE_MAX } from './board-title.js';

describe('importedTitle', () => {
  it('should tell an imported board from its original', () => {
    expect(importedTitle('Bakery')).toBe('Bakery (imported)');
  });

  it('should cut a long original so the whole name is still a valid title', () => {
    const name = importedTitle('x'.repeat(TITLE_MAX));
    expect(name).toHaveLength(TITLE_MAX);
    expect(name.endsWith('… (imported)')).toBe(true);
    expect(BoardTitleSchema.safeParse(name).success).toBe(true);
  });
});
