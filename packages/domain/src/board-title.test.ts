import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BoardTitleSchema, importedTitle, TITLE_MAX } from './board-title.js';
import { DEFAULT_BOARD_TITLE, proposedTitle } from './proposed-title.js';

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

describe('proposedTitle', () => {
  it("should propose the idea's first words for a board still called Untitled board", () => {
    expect(
      proposedTitle(DEFAULT_BOARD_TITLE, 'bikes for rent in Ghent, delivered to your door. Also repairs.'),
    ).toBe('Bikes for rent in Ghent, delivered');
    expect(proposedTitle(DEFAULT_BOARD_TITLE, 'Sourdough for offices.\nMore later')).toBe(
      'Sourdough for offices',
    );
    expect(proposedTitle(DEFAULT_BOARD_TITLE, '- cargo bikes: rent them')).toBe('Cargo bikes: rent them');
  });

  it('should propose nothing for a board with a name of its own, or an idea without words', () => {
    expect(proposedTitle('Bike rental', 'Bikes for rent')).toBeNull();
    expect(proposedTitle(DEFAULT_BOARD_TITLE, '   ')).toBeNull();
    expect(proposedTitle(DEFAULT_BOARD_TITLE, '...')).toBeNull();
  });

  it('should always propose a valid name of at most six whole words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (idea) => {
        const name = proposedTitle(DEFAULT_BOARD_TITLE, idea);
        if (name === null) return;
        expect(BoardTitleSchema.safeParse(name).success).toBe(true);
        expect(name.length).toBeLessThanOrEqual(60);
        expect(name.split(/\s+/).length).toBeLessThanOrEqual(6);
      }),
    );
  });
});
