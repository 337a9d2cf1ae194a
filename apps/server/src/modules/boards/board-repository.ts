import type { Board, BoardData, BoardPatch, DraftSources, Stage, Step } from '@planner/domain';
import {
  applyBoardPatch,
  boardFieldChanges,
  emptyBoardData,
  forecastDataToStore,
  furthestReached,
  migrateStoredBoard,
  STORED_BOARD_SCHEMA_VERSION,
  userSources,
  withPlanSections,
} from '@planner/domain';
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import { actorColumn } from '../../db/change-feed.js';
import type { Executor } from '../../db/client.js';
import { boards } from '../../db/schema/boards.js';
import type { BoardChange } from './board-revision-repository.js';
import { insertRevisions, revisionsInsert } from './board-revision-repository.js';
import { activeBoardIdsOf } from './member-access-repository.js';

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
      // Rows written before the plan's cover details have none.
      // and rows written before the plan's own sections have none of those (read as not written).
      planData: withPlanSections(row.planData),
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
    .where(and(eq(boards.id, sql.placeholder('id')), isNull(boards.deletedAt)))
    .limit(1)
    .prepare('find_board_by_id');
}

/** Read by every GET miss and before every completion: its SQL is built once per database handle. */
const findBoardStatements = new WeakMap<Executor, ReturnType<typeof prepareFindBoardById>>();

/**
 * Any board by id outside the trash, whoever owns it (callers check access with
 * `requireBoardAccess`); null when none.
 */
export async function findBoard(db: Executor, id: string): Promise<Board | null> {
  let statement = findBoardStatements.get(db);
  if (!statement) {
    statement = prepareFindBoardById(db);
    findBoardStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row ? toBoard(row) : null;
}

/**
 * The boards outside the trash the user may have a role on (owns, or is an active member of), most
 * recently updated first; the caller keeps those `requireBoardAccess`'s rule allows (`list-boards.ts`).
 */
export async function listBoardsOf(db: Executor, uid: string): Promise<Board[]> {
  const rows = await db
    .select()
    .from(boards)
    .where(
      and(
        or(eq(boards.ownerId, uid), inArray(boards.id, activeBoardIdsOf(db, uid))),
        isNull(boards.deletedAt),
      ),
    )
    .orderBy(desc(boards.updatedAt), desc(boards.createdAt));
  return rows.map(toBoard);
}

/** The boards in the trash the user owns (only an owner sees or restores a trashed board), most recently trashed first. */
export async function listTrashedBoardsOf(
  db: Executor,
  uid: string,
): Promise<(Board & { deletedAt: Date })[]> {
  const rows = await db
    .select()
    .from(boards)
    .where(and(eq(boards.ownerId, uid), isNotNull(boards.deletedAt)))
    .orderBy(desc(boards.deletedAt));
  return rows.map((row) => ({ ...toBoard(row), deletedAt: row.deletedAt ?? new Date() }));
}

export interface NewBoard extends BoardData {
  ownerId: string;
  title: string;
  currentStage: Stage;
  currentStep: Step;
  companyId: string | null;
  membershipId: string | null;
}

/** Inserts a board; every field that differs from an empty board is recorded as its first revision. */
export async function insertBoard(
  db: Executor,
  board: NewBoard,
  change: BoardChange = { source: { kind: 'user' }, by: board.ownerId },
): Promise<Board> {
  const furthest = furthestReached(board);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boards)
      .values({
        ...board,
        // The cost lines are the budget's: a row stores them there only.
        forecastData: forecastDataToStore(board.forecastData),
        furthestStage: furthest.stage,
        furthestStep: furthest.step,
        schemaVersion: STORED_BOARD_SCHEMA_VERSION,
      })
      .returning();
    if (!row) throw new Error('Insert returned no board');
    const created = toBoard(row);
    const empty = { title: '', ...emptyBoardData() };
    await insertRevisions(tx, created.id, created.version, boardFieldChanges(empty, created), change);
    // Its creator owns it.
    return { ...created, role: 'owner' as const, ownerName: null };
  });
}

/**
 * The caller's access check, run under the row lock with the write's transaction: the board with the
 * caller's grant (`AuthorizeBoard` in board-access.ts), or throws when the caller may not make it.
 */
export type LockedBoardCheck<G extends { board: Board }> = (board: Board | null, tx: Executor) => Promise<G>;

/**
 * A check of a write made under the board's row lock, before anything is written (the rules of
 * `update-board.ts`): it may read in the write's transaction and throw to refuse the write.
 */
export type BoardWriteGuard = (tx: Executor, current: Board, next: Board) => Promise<void>;

/**
 * Writes a board row: locks it (a trashed board is not found), lets `authorize` refuse, merges the
 * patch (stage objects field by field, so two tabs editing different fields never overwrite each
 * other), lets `guard` refuse the result, adds one to `version`, stores the current schema version
 * and the furthest step reached, and records every changed field as a revision in the same
 * statement (`change` says who and from where). Every field written is marked as the user's draft
 * source, unless `sources` names who wrote it (a completion). Answers the row and the grant.
 */
export async function updateBoardRow<G extends { board: Board }>(
  db: Executor,
  id: string,
  authorize: LockedBoardCheck<G>,
  patch: BoardPatch,
  change: BoardChange,
  sources: DraftSources,
  guard: BoardWriteGuard,
): Promise<{ board: Board; grant: G }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...getTableColumns(boards), actor: actorColumn(change.by) })
      .from(boards)
      .where(and(eq(boards.id, id), isNull(boards.deletedAt)))
      .for('update');
    const grant = await authorize(row ? toBoard(row) : null, tx);
    const current = grant.board;
    const next = applyBoardPatch(current, patch);
    await guard(tx, current, next);
    const furthest = furthestReached(next);
    // The row is locked, so this write's version is known before it is made; the revisions are
    // inserted by the UPDATE's own statement (a CTE).
    const changes = boardFieldChanges(current, next);
    const writer = changes.length
      ? tx.with(revisionsInsert(tx, id, current.version + 1, changes, change))
      : tx;
    const [updated] = await writer
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
        forecastData: forecastDataToStore(next.forecastData),
        planData: next.planData,
        // The database clock keeps microseconds, so "most recent first" holds within a millisecond.
        updatedAt: sql`now()`,
      })
      .where(eq(boards.id, id))
      .returning();
    if (!updated) throw new Error('Update returned no board');
    return { board: toBoard(updated), grant };
  });
}

/**
 * Locks a board in or out of the trash and lets `authorize` refuse; null-safe like `updateBoard`.
 * `actor` (who writes) goes to the change feed.
 */
async function lockBoard<G extends { board: Board }>(
  tx: Executor,
  id: string,
  trashed: boolean,
  authorize: LockedBoardCheck<G>,
  actor: string | null,
): Promise<G> {
  const [row] = await tx
    .select({ ...getTableColumns(boards), actor: actorColumn(actor) })
    .from(boards)
    .where(and(eq(boards.id, id), trashed ? isNotNull(boards.deletedAt) : isNull(boards.deletedAt)))
    .for('update');
  return authorize(row ? toBoard(row) : null, tx);
}

/** Moves a board to the trash (its row and history stay; lists and reads stop seeing it). */
export async function trashBoard<G extends { board: Board }>(
  db: Executor,
  id: string,
  authorize: LockedBoardCheck<G>,
  actor: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, id, false, authorize, actor);
    await tx
      .update(boards)
      .set({ deletedAt: sql`now()`, version: sql`${boards.version} + 1` })
      .where(eq(boards.id, id));
  });
}

/** Brings a trashed board back as it was (its `updatedAt` unchanged, so lists keep its place); answers the row and the grant. */
export async function untrashBoard<G extends { board: Board }>(
  db: Executor,
  id: string,
  authorize: LockedBoardCheck<G>,
  actor: string | null,
): Promise<{ board: Board; grant: G }> {
  return db.transaction(async (tx) => {
    const grant = await lockBoard(tx, id, true, authorize, actor);
    const [row] = await tx
      .update(boards)
      .set({ deletedAt: null, version: sql`${boards.version} + 1` })
      .where(eq(boards.id, id))
      .returning();
    if (!row) throw new Error('Update returned no board');
    return { board: toBoard(row), grant };
  });
}

/** Who a deleted board's quota came from: its membership, else (no company) its owner's allowance. */
export interface BoardQuotaOrigin {
  ownerId: string;
  companyId: string | null;
  membershipId: string | null;
}

const quotaOrigin = {
  ownerId: boards.ownerId,
  companyId: boards.companyId,
  membershipId: boards.membershipId,
};

/** Deletes a trashed board for good, its history with it (foreign-key cascade); answers where its quota came from. */
export async function deleteTrashedBoard<G extends { board: Board }>(
  db: Executor,
  id: string,
  authorize: LockedBoardCheck<G>,
  actor: string | null,
): Promise<BoardQuotaOrigin> {
  return db.transaction(async (tx) => {
    await lockBoard(tx, id, true, authorize, actor);
    const [row] = await tx.delete(boards).where(eq(boards.id, id)).returning(quotaOrigin);
    if (!row) throw new Error('Delete returned no board');
    return row;
  });
}

/** Deletes every board trashed before `trashedBefore`, history included; answers where their quota came from. */
export async function purgeTrashedBoards(db: Executor, trashedBefore: Date): Promise<BoardQuotaOrigin[]> {
  return db.delete(boards).where(lt(boards.deletedAt, trashedBefore)).returning(quotaOrigin);
}
