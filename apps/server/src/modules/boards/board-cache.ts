import type { BoardRole } from '@planner/domain';
import { BoardSchema } from '@planner/domain';

import { RowCache } from '../../db/row-cache.js';
import type { Deps } from '../../lib/fastify.js';
import { findBoard } from './board-repository.js';

/**
 * A board's GET answer, checked against `BoardSchema` and serialized once, with the per-user facts
 * decided since it was read (`roles`, filled by `requireBoardAccess`): they go with the entry.
 */
export interface BoardAnswer {
  ownerId: string;
  version: number;
  json: string;
  roles: Map<string, BoardRole | null>;
}

/** Bounded by the JSON kept: a board with every draft written is tens of kilobytes. */
const BOARDS_KEPT = 20_000;
const BOARD_JSON_KEPT_CHARS = 64 * 1024 * 1024;

export interface BoardCache {
  /**
   * Any board's answer by id, from memory while its row is unchanged; null when there is none.
   * With `minVersion` (the last version the client saw) a kept answer older than that is read again.
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

/** The read side of GET /api/boards/:id, kept coherent by the database's change feed. */
export function createBoardCache({ db, changes }: Deps<'db' | 'changes'>): BoardCache {
  const answers = new RowCache<BoardAnswer>(changes, 'boards', {
    max: BOARDS_KEPT,
    maxSize: BOARD_JSON_KEPT_CHARS,
    sizeOf: (answer) => answer.json.length,
  });
  return {
    kept(id, minVersion) {
      const hit = answers.peek(id);
      return hit && recentEnough(hit, minVersion) ? hit : undefined;
    },
    find: (id, minVersion) =>
      answers.get(
        id,
        async () => {
          const board = await findBoard(db, id);
          return (
            board && {
              ownerId: board.ownerId,
              version: board.version,
              json: JSON.stringify(BoardSchema.parse(board)),
              roles: new Map(),
            }
          );
        },
        minVersion === undefined ? undefined : (hit) => recentEnough(hit, minVersion),
      ),
    dispose: answers.dispose,
  };
}
