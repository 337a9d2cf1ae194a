import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import type { FakeOpenAI } from './support/fake-openai.js';
import { startFakeOpenAI } from './support/fake-openai.js';
import type { ServerProcess } from './support/server-process.js';
import { startServer } from './support/server-process.js';

const STAND_IN = path.resolve(import.meta.dirname, 'support/stream-stand-in.mjs');

// A real server process: slow on a busy machine.
describe('SIGTERM with an open event stream', { timeout: 180_000 }, () => {
  let dataDir: string;
  let fake: FakeOpenAI;
  let server: ServerProcess;
  let authorization: string;
  let board: Board;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-drain-streams-'));
    fake = await startFakeOpenAI();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SHUTDOWN_DELAY_SECONDS: '0',
      // Without the early end, the stream would hold the exit this long.
      SHUTDOWN_TIMEOUT_SECONDS: '8',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
    };
    if (TEST_ENGINE === 'postgres') env.DATABASE_URL = await createEmptyTestDatabase('drainstreams');
    else await seedEmbeddedDataDir(dataDir);
    server = await startServer(env, { nodeArgs: ['--import', STAND_IN] });
    const signedUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('drainstreams'), password: PASSWORD, displayName: 'Drain' }),
    });
    authorization = `Bearer ${((await signedUp.json()) as { idToken: string }).idToken}`;
    const created = await fetch(`${server.url}/api/functions/createBoard`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    board = ((await created.json()) as { result: Board }).result;
  });
  afterAll(async () => {
    await server.stop('SIGKILL');
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should end the stream at once, finish the completion in flight, and exit well under a second after it', async () => {
    const stream = await fetch(`${server.url}/stand-in/stream`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // the stream is open
    const streamEnded = (async () => {
      while (!(await reader.read()).done);
      return Date.now();
    })();

    // A completion whose draft takes 1.5 s, in flight when the signal lands.
    fake.enqueue({
      kind: 'text',
      text: 'Coffee beans for offices, delivered weekly.',
      firstTokenDelayMs: 1500,
    });
    const completion = fetch(`${server.url}/api/idea/completion`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        promptVersion: '1.1.2',
        boardId: board.id,
        initialIdea: 'Coffee beans for offices.',
      }),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { completion: string },
      at: Date.now(),
    }));
    await expect.poll(() => fake.requests.length, { timeout: 30_000, interval: 10 }).toBe(1);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitedAt = Date.now();
    const answered = await completion;

    expect(await streamEnded).toBeLessThan(signalledAt + 500);
    expect(answered.status).toBe(200);
    expect(answered.body.completion).toBe('Coffee beans for offices, delivered weekly.');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAt - answered.at).toBeLessThan(1000);
  });
});
