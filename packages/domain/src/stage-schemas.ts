import { z } from 'zod';

import { STAGE_IDS, STAGE_SLUGS } from './stages.js';
import { ALL_STEPS } from './steps.js';

// Apart from stages.ts and steps.ts: the screens that only read stages and steps (home) load no zod.
export const StageSchema = z.enum(STAGE_IDS);
export const StageSlugSchema = z.enum(STAGE_SLUGS);
export const StepSchema = z.enum(ALL_STEPS);
