import { type Board, emptyBoardData } from '@planner/domain';
import { vi } from 'vitest';

/** An empty board on the first step, as the server answers it; `fields` override any part. */
export function testBoard(fields: Partial<Board> & Pick<Board, 'id'>): Board {
  return {
    ...emptyBoardData(),
    title: 'Veggie boxes',
    currentStage: 'IDEA',
    currentStep: 'INITIAL_IDEA',
    furthestStage: 'IDEA',
    furthestStep: 'INITIAL_IDEA',
    draftSources: {},
    ownerId: '1b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    companyId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A browser resolves '/api/...' against the page; Node's Request needs the origin spelled out. */
export function stubPageRequests() {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, window.location.origin), init);
      }
    },
  );
}
