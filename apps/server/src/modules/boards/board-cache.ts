import type { Stage, Step } from '@planner/domain';
import { BoardSchema } from '@planner/domain';

import { RowCache } from '../../db/row-cache.js';
import type { Deps } from '../../lib/fastify.js';
import type { UserGrant } from './board-access.js';
import { findBoard } from './board-repository.js';

/**
 * A board's GET answer, checked against `BoardSchema` and serialized once without the fields that
 * differ per caller (`role`, `ownerName`, `currentStage`, `currentStep`: `getBoard` writes them in
 * front), with the per-user facts decided since it was read (`grants`, filled by
 * `requireBoardAccess`): they go with the entry.
 */
export interface BoardAnswer {
  id: string;
  ownerId: string;
  version: number;
  /** The owner's position (the board row's). */
  currentStage: Stage;
  currentStep: Step;
  /** The answer's JSON object without the per-caller fields, from its first key on (`"id":…}`). */
  jsonTail: string;
  grants: Map<string, UserGrant | null>;
  /**
   * The whole answer as each of its first readers sees it (`answerJsonFor`), by user id: a repeat
   * read sends it as it is, without building it again. Dropped with the entry, like `grants`.
   */
  reads: Map<string, string>;
}

/** Bounded by the JSON kept: a board with every draft written is tens of kilobytes. */
const BOARDS_KEPT = 20_000;
const BOARD_JSON_KEPT_CHARS = 64 * 1024 * 1024;
/**
 * Readers of one board whose whole answer is kept (the owner and a few members at most read a board
 * at once); later readers' answers are built on each read. The size bound counts them all.
 */
const READERS_KEPT = 3;

export interface BoardCache {
  /**
   * Any board's answer by id, from memory while its row and its memberships are unchanged; null
   * when there is none. With `minVersion` (the last version the client saw) a kept answer older
   * than that is read again.
   */
  find(id: string, minVersion?: number): Promise<BoardAnswer | null>;
  /** The answer `find` would give from memory, without a promise; undefined when none is kept. */
  kept(id: string, minVersion?: number): BoardAnswer | undefined;
  dispose(): void;
}

/** Not older than the last version the client saw (when it says). */
function recentEnough(answer: BoardAnswer, minVersion: number | undefined): boolean {
  return minVersion === undefined || answer.version >= minVersion;
}

/**
 * The read side of GET /api/boards/:id, kept coherent by the database's change feed: a change of
 * the board's row, of any of its `board_members` rows (whose notice names the board) or of its
 * owner's `users` row (their name or email, which members' answers carry) drops it.
 */
export function createBoardCache({ db, changes }: Deps<'db' | 'changes'>): BoardCache {
  const answers = new RowCache<BoardAnswer>(changes, 'boards', {
    max: BOARDS_KEPT,
    maxSize: BOARD_JSON_KEPT_CHARS,
    sizeOf: (answer) => answer.jsonTail.length * (1 + READERS_KEPT),
    droppedBy: ['board_members'],
    // The owner's name goes into members' answers (`grants`): renaming them drops their boards.
    droppedByReference: [{ table: 'users', key: (answer) => answer.ownerId }],
  });
  return {
    // Keyed by the canonical (lower-case) id the change feed names: any other spelling would be an
    // entry no notice ever drops.
    kept(id, minVersion) {
      const hit = answers.peek(id.toLowerCase());
      return hit && recentEnough(hit, minVersion) ? hit : undefined;
    },
    find: (id, minVersion) =>
      answers.get(
        id.toLowerCase(),
        async () => {
          const board = await findBoard(db, id);
          if (!board) return null;
          const {
            currentStage,
            currentStep,
            role: _role,
            ownerName: _ownerName,
            ...rest
          } = BoardSchema.parse(board);
          return {
            id: board.id,
            ownerId: board.ownerId,
            version: board.version,
            currentStage,
            currentStep,
            jsonTail: JSON.stringify(rest).slice(1),
            grants: new Map(),
            reads: new Map(),
          };
        },
        minVersion === undefined ? undefined : (hit) => recentEnough(hit, minVersion),
      ),
    dispose: answers.dispose,
  };
}

/**
 * The cached answer as one caller sees it: their role, the owner's name, their own position. Only
 * for a caller whose grant allows reading (`requireBoardAccess` or `knownBoardAccess` said so).
 */
export function answerJsonFor(answer: BoardAnswer, uid: string, grant: UserGrant): string {
  const kept = answer.reads.get(uid);
  if (kept !== undefined) return kept;
  const position = grant.position ?? answer;
  const head = `{"role":${JSON.stringify(grant.role)},"ownerName":${JSON.stringify(grant.ownerName)},"currentStage":${JSON.stringify(position.currentStage)},"currentStep":${JSON.stringify(position.currentStep)},`;
  const json = head + answer.jsonTail;
  if (answer.reads.size < READERS_KEPT) answer.reads.set(uid, json);
  return json;
}

/**
 * A reader's whole answer when an earlier read of theirs kept it (so their grant allowed reading and
 * nothing changed since): the hot GET's one lookup.
 */
export function keptAnswerJson(answer: BoardAnswer, uid: string): string | undefined {
  return answer.reads.get(uid);
}
