import { and, asc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { promptRevisions } from '../../db/schema/prompt-revisions.js';
import { prompts } from '../../db/schema/prompts.js';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptRevisionRow = typeof promptRevisions.$inferSelect;

/** The current text of one template, or null when it was never seeded. */
export async function findPromptText(db: Executor, folder: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ data: prompts.data })
    .from(prompts)
    .where(and(eq(prompts.folder, folder), eq(prompts.name, name)))
    .limit(1);
  return row?.data ?? null;
}

export async function listPrompts(db: Executor): Promise<PromptRow[]> {
  return db.select().from(prompts);
}

/** Server processes started at once seed one after another (a transaction-scoped advisory lock). */
export async function lockSeeding(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7262025102)`);
}

/** Locks the row so a save and a seed of the same file cannot interleave. */
export async function findPromptForUpdate(
  db: Executor,
  folder: string,
  name: string,
): Promise<PromptRow | null> {
  const [row] = await db
    .select()
    .from(prompts)
    .where(and(eq(prompts.folder, folder), eq(prompts.name, name)))
    .for('update');
  return row ?? null;
}

/** Writes the current text and appends the revision that records who saved it and when. */
export async function writePrompt(
  db: Executor,
  prompt: { folder: string; name: string; data: string; edited: boolean; savedBy: string | null },
): Promise<void> {
  // The database clock (microseconds) orders revisions even when two saves land in the same millisecond.
  const values = {
    folder: prompt.folder,
    name: prompt.name,
    data: prompt.data,
    edited: prompt.edited,
    updatedBy: prompt.savedBy,
    updatedAt: sql`now()`,
  };
  await db
    .insert(prompts)
    .values(values)
    .onConflictDoUpdate({
      target: [prompts.folder, prompts.name],
      set: {
        data: values.data,
        edited: values.edited,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    });
  await db.insert(promptRevisions).values({
    folder: prompt.folder,
    name: prompt.name,
    data: prompt.data,
    savedBy: prompt.savedBy,
    savedAt: sql`clock_timestamp()`,
  });
}

export async function listRevisions(
  db: Executor,
  folder: string,
  name: string,
): Promise<PromptRevisionRow[]> {
  return db
    .select()
    .from(promptRevisions)
    .where(and(eq(promptRevisions.folder, folder), eq(promptRevisions.name, name)))
    .orderBy(asc(promptRevisions.savedAt));
}
