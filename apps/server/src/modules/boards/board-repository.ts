import type { Board, BoardData, BoardPatch, Stage, Step } from '@planner/domain';
import { applyBoardPatch, isStepOf } from '@planner/domain';
import type { Placeholder } from 'drizzle-orm';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boards } from '../../db/schema/boards.js';
import { companies } from '../../db/schema/companies.js';
import { memberships } from '../../db/schema/memberships.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';

type BoardRow = typeof boards.$inferSelect;

/** The wire shape: dates as ISO strings, the membership that paid for the board stays internal. */
export function toBoard(row: BoardRow): Board {
  return {
    id: row.id,
    title: row.title,
    currentStage: row.currentStage,
    currentStep: row.currentStep,
    ownerId: row.ownerId,
    companyId: row.companyId,
    ideaData: row.ideaData,
    targetAudienceData: row.targetAudienceData,
    uvpData: row.uvpData,
    businessModelData: row.businessModelData,
    budgetingData: row.budgetingData,
    goToMarketData: row.goToMarketData,
    forecastData: row.forecastData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (id: string | Placeholder, ownerId: string | Placeholder) =>
  and(eq(boards.id, id), eq(boards.ownerId, ownerId));

/**
 * Any board by id, whoever owns it, with its SQL prepared once: the hottest read, behind the boards
 * cache (callers check the owner). Null when there is no such board.
 */
export function prepareFindBoardById(db: Executor): (id: string) => Promise<Board | null> {
  const statement = db
    .select()
    .from(boards)
    .where(eq(boards.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_board_by_id');
  return async (id) => {
    const [row] = await statement.execute({ id });
    return row ? toBoard(row) : null;
  };
}

function prepareFindBoard(db: Executor) {
  return db
    .select()
    .from(boards)
    .where(ownedBy(sql.placeholder('id'), sql.placeholder('ownerId')))
    .limit(1)
    .prepare('find_board');
}

/** Read before every completion: its SQL is built once per database handle. */
const findBoardStatements = new WeakMap<Executor, ReturnType<typeof prepareFindBoard>>();

/** The board when `ownerId` owns it; null otherwise (callers answer 404 either way). */
export async function findBoard(db: Executor, id: string, ownerId: string): Promise<Board | null> {
  let statement = findBoardStatements.get(db);
  if (!statement) {
    statement = prepareFindBoard(db);
    findBoardStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id, ownerId });
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
  const [row] = await db.insert(boards).values(board).returning();
  if (!row) throw new Error('Insert returned no board');
  return toBoard(row);
}

/**
 * Applies a patch under a row lock: stage objects merge field by field with the stored row, so
 * two tabs editing different fields never overwrite each other. Rejects a step of another stage.
 */
export async function updateBoard(
  db: Executor,
  id: string,
  ownerId: string,
  patch: BoardPatch,
): Promise<Board | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(boards).where(ownedBy(id, ownerId)).for('update');
    if (!row) return null;
    const next = applyBoardPatch(row, patch);
    if (
      (patch.currentStage !== undefined || patch.currentStep !== undefined) &&
      !isStepOf(next.currentStage, next.currentStep)
    ) {
      throw new AppError(
        'invalid-argument',
        `Step ${next.currentStep} does not belong to stage ${next.currentStage}.`,
      );
    }
    const [updated] = await tx
      .update(boards)
      .set({
        title: next.title,
        currentStage: next.currentStage,
        currentStep: next.currentStep,
        ideaData: next.ideaData,
        targetAudienceData: next.targetAudienceData,
        uvpData: next.uvpData,
        businessModelData: next.businessModelData,
        budgetingData: next.budgetingData,
        goToMarketData: next.goToMarketData,
        forecastData: next.forecastData,
        // The database clock keeps microseconds, so "most recent first" holds within a millisecond.
        updatedAt: sql`now()`,
      })
      .where(eq(boards.id, id))
      .returning();
    return updated ? toBoard(updated) : null;
  });
}

/** True when a board was deleted (false: missing or not the caller's). */
export async function deleteBoard(db: Executor, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db.delete(boards).where(ownedBy(id, ownerId)).returning({ id: boards.id });
  return deleted.length > 0;
}

/**
 * Locks the user's row and returns their personal allowance use. Every board creation of a user
 * takes this lock first, so a user's creations run one at a time and cannot overdraw any quota.
 */
export async function lockUserQuota(
  tx: Executor,
  userId: string,
): Promise<{ personalBoardsUsed: number } | null> {
  const [row] = await tx
    .select({ personalBoardsUsed: users.personalBoardsUsed })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export interface MembershipQuota {
  id: string;
  companyId: string;
  maxBoards: number | null;
  usedBoards: number;
}

/** The user's active memberships with their company, in createBoard's order (unlocked read). */
export async function listActiveMemberships(db: Executor, userId: string) {
  return db
    .select({
      companyId: memberships.companyId,
      companyName: companies.name,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.updatedAt), desc(memberships.createdAt));
}

export async function findPersonalBoardsUsed(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ used: users.personalBoardsUsed }).from(users).where(eq(users.id, userId));
  return row?.used ?? 0;
}

/** Companies of the user's active memberships (unlocked read: the caller locks them in order next). */
export async function activeMembershipCompanyIds(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return rows.map((r) => r.companyId);
}

/** The user's active memberships, most recently updated first, locked until the transaction ends. */
export async function lockActiveMemberships(tx: Executor, userId: string): Promise<MembershipQuota[]> {
  return tx
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.updatedAt), desc(memberships.createdAt))
    .for('update');
}

export async function consumeMembershipBoard(tx: Executor, membershipId: string, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ usedBoards: sql`${memberships.usedBoards} + 1`, lastConsumedBoardAt: now })
    .where(eq(memberships.id, membershipId));
}

export async function consumePersonalBoard(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ personalBoardsUsed: sql`${users.personalBoardsUsed} + 1` })
    .where(eq(users.id, userId));
}
