import type { Board, BoardData, BoardPatch, DraftSources, Stage, Step } from '@planner/domain';
import {
  applyBoardPatch,
  furthestReached,
  isStepOf,
  migrateStoredBoard,
  STORED_BOARD_SCHEMA_VERSION,
  userSources,
} from '@planner/domain';
import { desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boards } from '../../db/schema/boards.js';
import { AppError } from '../../lib/app-error.js';

type BoardRow = typeof boards.$inferSelect;

/**
 * The wire shape: stage objects migrated to the current schema version, dates as ISO strings, the
 * membership that paid for the board stays internal.
 */
export function toBoard(row: BoardRow): Board {
  const data = migrateStoredBoard({
    schemaVersion: row.schemaVersion,
    data: {
      ideaData: row.ideaData,
      targetAudienceData: row.targetAudienceData,
      uvpData: row.uvpData,
      businessModelData: row.businessModelData,
      budgetingData: row.budgetingData,
      goToMarketData: row.goToMarketData,
      forecastData: row.forecastData,
    },
  });
  return {
    id: row.id,
    title: row.title,
    currentStage: row.currentStage,
    currentStep: row.currentStep,
    furthestStage: row.furthestStage,
    furthestStep: row.furthestStep,
    draftSources: row.draftSources,
    ownerId: row.ownerId,
    companyId: row.companyId,
    ...data,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function prepareFindBoardById(db: Executor) {
  return db
    .select()
    .from(boards)
    .where(eq(boards.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_board_by_id');
}

/** Read by every GET miss and before every completion: its SQL is built once per database handle. */
const findBoardStatements = new WeakMap<Executor, ReturnType<typeof prepareFindBoardById>>();

/** Any board by id, whoever owns it (callers check access with `requireBoardAccess`); null when none. */
export async function findBoard(db: Executor, id: string): Promise<Board | null> {
  let statement = findBoardStatements.get(db);
  if (!statement) {
    statement = prepareFindBoardById(db);
    findBoardStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row ? toBoard(row) : null;
}

export async function listBoards(db: Executor, ownerId: string): Promise<Board[]> {
  const rows = await db
    .select()
    .from(boards)
    .where(eq(boards.ownerId, ownerId))
    .orderBy(desc(boards.updatedAt), desc(boards.createdAt));
  return rows.map(toBoard);
}

export interface NewBoard extends BoardData {
  ownerId: string;
  title: string;
  currentStage: Stage;
  currentStep: Step;
  companyId: string | null;
  membershipId: string | null;
}

export async function insertBoard(db: Executor, board: NewBoard): Promise<Board> {
  const furthest = furthestReached(board);
  const [row] = await db
    .insert(boards)
    .values({
      ...board,
      furthestStage: furthest.stage,
      furthestStep: furthest.step,
      schemaVersion: STORED_BOARD_SCHEMA_VERSION,
    })
    .returning();
  if (!row) throw new Error('Insert returned no board');
  return toBoard(row);
}

/** Throws when the caller may not make this change to the board (see `requireBoardAccess`). */
export type AuthorizeBoard = (board: Board | null) => asserts board is Board;

/**
 * The one writer of a board row: locks it, lets `authorize` refuse, applies the patch (stage
 * objects merge field by field, so two tabs editing different fields never overwrite each other),
 * adds one to `version`, stores the current schema version and the furthest step reached. Every
 * field written is marked as the user's, unless `sources` names who wrote it (a completion).
 * Rejects a step of another stage.
 */
export async function updateBoard(
  db: Executor,
  id: string,
  authorize: AuthorizeBoard,
  patch: BoardPatch,
  sources: DraftSources = {},
): Promise<Board> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(boards).where(eq(boards.id, id)).for('update');
    const current = row ? toBoard(row) : null;
    authorize(current);
    const next = applyBoardPatch(current, patch);
    if (
      (patch.currentStage !== undefined || patch.currentStep !== undefined) &&
      !isStepOf(next.currentStage, next.currentStep)
    ) {
      throw new AppError(
        'invalid-argument',
        `Step ${next.currentStep} does not belong to stage ${next.currentStage}.`,
      );
    }
    const furthest = furthestReached(next);
    const [updated] = await tx
      .update(boards)
      .set({
        draftSources: { ...current.draftSources, ...userSources(patch), ...sources },
        furthestStage: furthest.stage,
        furthestStep: furthest.step,
        title: next.title,
        currentStage: next.currentStage,
        currentStep: next.currentStep,
        ideaData: next.ideaData,
        targetAudienceData: next.targetAudienceData,
        uvpData: next.uvpData,
        businessModelData: next.businessModelData,
        budgetingData: next.budgetingData,
        goToMarketData: next.goToMarketData,
        schemaVersion: STORED_BOARD_SCHEMA_VERSION,
        version: sql`${boards.version} + 1`,
        forecastData: next.forecastData,
        // The database clock keeps microseconds, so "most recent first" holds within a millisecond.
        updatedAt: sql`now()`,
      })
      .where(eq(boards.id, id))
      .returning();
    if (!updated) throw new Error('Update returned no board');
    return toBoard(updated);
  });
}

/** Deletes the board once `authorize` let it, under the row lock. */
export async function deleteBoard(db: Executor, id: string, authorize: AuthorizeBoard): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(boards).where(eq(boards.id, id)).for('update');
    authorize(row ? toBoard(row) : null);
    await tx.delete(boards).where(eq(boards.id, id));
  });
}
