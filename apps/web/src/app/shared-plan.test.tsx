import { buildPlan } from '@planner/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import NotFoundRoute from '@/app/routes/not-found';
import { testBoard } from '@/test/board-fixture';

/** What a link carries: 22 base64url characters. */
const TOKEN = 'Abcdefghijklmnopqrstu_';

afterEach(() => vi.unstubAllGlobals());

/** The page is a lazy chunk of the not-found route: its first load in a test takes a while. */
const LOADED = { timeout: 15_000 };

/** Opens `/shared/<token>` with the server's answer to the plan's read; answers the paths read. */
function openSharedPage(token: string, answer: () => Response): string[] {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    sent.push(input);
    return answer();
  });
  render(
    <MemoryRouter initialEntries={[`/shared/${token}`]}>
      <NotFoundRoute />
    </MemoryRouter>,
  );
  return sent;
}

describe('the shared plan page', { timeout: 30_000 }, () => {
  it("should draw the plan the server answers, read from the link's API path", async () => {
    const board = testBoard({ id: 'ce6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b', title: 'Coffee cart' });
    const plan = buildPlan(board, { locale: 'en', audience: 'document' });
    const sent = openSharedPage(TOKEN, () => Response.json({ plan }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee cart' }, LOADED)).toBeInTheDocument();
    expect(sent).toEqual([`/api/shared/${TOKEN}`]);
  });

  it('should say the plan could not be loaded when the answer is not a plan, instead of drawing a guess', async () => {
    openSharedPage(TOKEN, () => Response.json({ plan: { title: 'Coffee cart' } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The plan could not be loaded' }, LOADED),
    ).toBeInTheDocument();
  });

  it('should say a token no link can carry opens nothing, without asking the server', async () => {
    const sent = openSharedPage('a'.repeat(201), () => Response.json({}, { status: 400 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not open a plan' }, LOADED),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
