import { z } from 'zod';

// Apart from board.ts so a screen that only names boards (home) does not build every board schema.
export const TITLE_MAX = 120;

export const BoardTitleSchema = z
  .string()
  .trim()
  .min(1, 'Board name cannot be empty')
  .max(TITLE_MAX, `Board name is limited to ${TITLE_MAX} characters`);

const IMPORTED = ' (imported)';

/**
 * An imported board's name: the original's with " (imported)", so the two are told apart on home
 *; a long original is cut (with "…") so the whole name stays within TITLE_MAX.
 */
export function importedTitle(title: string): string {
  const original = title.trim();
  const room = TITLE_MAX - IMPORTED.length;
  const cut = original.length > room ? `${original.slice(0, room - 1).trimEnd()}…` : original;
  return `${cut}${IMPORTED}`;
}
