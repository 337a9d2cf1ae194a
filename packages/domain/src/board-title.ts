import { z } from 'zod';

// Apart from board.ts so a screen that only names boards (home) does not build every board schema.
export const TITLE_MAX = 120;

export const BoardTitleSchema = z
  .string()
  .trim()
  .min(1, 'Board name cannot be empty')
  .max(TITLE_MAX, `Board name is limited to ${TITLE_MAX} characters`);
