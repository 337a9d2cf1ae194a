import { z } from 'zod';

import { unknownPlaceholders } from '../keywords.js';
import { PLAN_PROMPT_FOLDER } from '../plan/plan-sections.js';
import { REVIEW_PROMPT_FILE } from '../review/critique.js';
import { STAGE_SLUGS } from '../stages.js';

export const PROMPT_TEMPLATE_MAX = 20_000;

export const PromptSchema = z.object({ name: z.string(), data: z.string() });
export const PromptFolderSchema = z.object({ name: z.string(), prompts: z.array(PromptSchema) });
export const PromptsResponseSchema = z.object({ folders: z.array(PromptFolderSchema) });
export type Prompt = z.infer<typeof PromptSchema>;
export type PromptFolder = z.infer<typeof PromptFolderSchema>;

export const SavePromptRequestSchema = z
  .object({
    // A stage's folder, the plan's own sections' or the review's.
    folder: z.enum([...STAGE_SLUGS, PLAN_PROMPT_FOLDER, REVIEW_PROMPT_FILE.folder]),
    name: z.string().regex(/^[a-z0-9.]+\.md$/, 'Prompt names look like 1.1.2.md'),
    data: z
      .string()
      .trim()
      .min(1, 'A prompt cannot be empty')
      .max(PROMPT_TEMPLATE_MAX)
      .superRefine((data, ctx) => {
        const unknown = unknownPlaceholders(data);
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}`,
          });
        }
      }),
  })
  .strict();
export type SavePromptRequest = z.infer<typeof SavePromptRequestSchema>;
export const SavePromptResponseSchema = z.object({ prompt: PromptSchema, folder: z.string() });
