import fs from 'node:fs/promises';
import path from 'node:path';

import type { CompletionRoute } from '@planner/domain';
import {
  PLAN_PROMPT_FOLDER,
  PLAN_PROMPT_VERSION_NAMES,
  PROMPT_VERSION_NAMES,
  promptFile,
  REVIEW_PROMPT_FILE,
  STAGE_SLUGS,
} from '@planner/domain';

/** `apps/server/prompts`: the same depth from `src/modules/prompts` and `dist/modules/prompts`. */
export const PROMPTS_DIR = path.resolve(import.meta.dirname, '../../../prompts');

/**
 * The known template files, grouped by folder in stage order, each folder in version order, then the
 * plan's own sections (8.x) in a `plan` folder, then the review's critique (7.1.1, issue
 * 30) in a `review` folder of its own.
 */
export const PROMPT_FILES: { folder: CompletionRoute | typeof REVIEW_PROMPT_FILE.folder; names: string[] }[] =
  [
    ...STAGE_SLUGS.map((folder) => ({
      folder,
      names: PROMPT_VERSION_NAMES.map(promptFile)
        .filter((file) => file.folder === folder)
        .map((file) => file.name),
    })),
    { folder: PLAN_PROMPT_FOLDER, names: PLAN_PROMPT_VERSION_NAMES.map((v) => promptFile(v).name) },
    { folder: REVIEW_PROMPT_FILE.folder, names: [REVIEW_PROMPT_FILE.name] },
  ];

export function isKnownPromptFile(folder: string, name: string): boolean {
  return PROMPT_FILES.some((f) => f.folder === folder && f.names.includes(name));
}

export interface TemplateFile {
  folder: (typeof PROMPT_FILES)[number]['folder'];
  name: string;
  data: string;
}

/** Reads every known template that exists on disk; a missing file is skipped, not an error. */
export async function readTemplateFiles(dir: string = PROMPTS_DIR): Promise<TemplateFile[]> {
  const files = PROMPT_FILES.flatMap(({ folder, names }) => names.map((name) => ({ folder, name })));
  const read = await Promise.all(
    files.map(async (file) => {
      try {
        const data = await fs.readFile(path.join(dir, file.folder, file.name), 'utf8');
        return { ...file, data: data.trim() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    }),
  );
  return read.filter((f): f is TemplateFile => f !== null);
}
