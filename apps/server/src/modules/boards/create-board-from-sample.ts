import type { Board } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { createBoard } from './create-board.js';
import { listSamples } from './samples.js';

/** A new board filled from a sample, paid for exactly like `createBoard` (and like an import). */
export async function createBoardFromSample(
  deps: Deps<'db'>,
  input: { ownerId: string; email: string; emailVerified: boolean; sampleId: string; personalLimit: number },
): Promise<Board> {
  const sample = listSamples().find((s) => s.id === input.sampleId);
  if (!sample) throw new AppError('invalid-argument', `There is no sample ${input.sampleId}.`);
  return createBoard(deps, {
    ownerId: input.ownerId,
    email: input.email,
    emailVerified: input.emailVerified,
    personalLimit: input.personalLimit,
    content: sample.content,
  });
}
