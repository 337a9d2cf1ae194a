import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { exportPKCS8, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase } from './helper.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import { openEventStream } from './support/event-stream.js';
import { startLoad } from './support/load.js';
import { countStaleReads, httpSender } from './support/read-your-writes.js';
import type { RoundRobinProxy } from './support/round-robin-proxy.js';
import { startRoundRobinProxy } from './support/round-robin-proxy.js';
import type { ServerProcess } from './support/server-process.js';
import { spawnServer, waitHealthy } from './support/server-process.js';

/**
 * Several server processes on one PostgreSQL database behind a round-robin proxy (runs only with
 * TEST_DATABASE=postgres, see vitest.config.ts). `cluster` gives each check the proxy and every
 * process's own URL: a check that writes through one process and reads through another
 * (`cluster.servers[0].url`, then `cluster.servers[1].url`) fits in beside these.
 */
interface Cluster {
  proxy: RoundRobinProxy;
  servers: ServerProcess[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
}

// Five real server processes on a busy machine: starts take a while.
describe('several server processes on one PostgreSQL', { timeout: 300_000 }, () => {
  const cluster: Cluster = { proxy: undefined as unknown as RoundRobinProxy, servers: [] };
  const started: ServerProcess[] = [];
  let dataDir: string;
  let databaseUrl: string;
  /** A signed-up user's bearer header (from the limits check). */
  let authorization: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-scale-'));
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const env = {
      DATABASE_URL: (databaseUrl = await createEmptyTestDatabase('scale')),
      DATA_DIR: dataDir,
      // What every process must share (`docs/operations.md`, "Running several servers").
      APP_ORIGIN: 'http://localhost:3000',
      JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
      TRUST_PROXY: 'true',
      SHUTDOWN_DELAY_SECONDS: '1',
      SIGN_UPS_PER_HOUR_PER_IP: '5',
      AI_REQUESTS_PER_MINUTE: '20',
    };
    // Five at once on an empty database: the migrations run under an advisory lock.
    started.push(...(await Promise.all(Array.from({ length: 5 }, () => spawnServer(env)))));
    await Promise.all(started.map((server) => waitHealthy(server, 180_000)));
    // Three serve behind the proxy; two are enough to have proven the start.
    await Promise.all(started.slice(3).map((server) => server.stop()));
    cluster.servers = started.slice(0, 3);
    cluster.proxy = await startRoundRobinProxy(cluster.servers.map((s) => s.url));
  }, 240_000);
  afterAll(async () => {
    await cluster.proxy?.close();
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (p: string) => `${cluster.proxy.url}/api${p}`;

  it('should have started all five processes at once on the empty database', () => {
    expect(started.map((s) => s.child.exitCode === null || s.child.exitCode === 0)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(cluster.proxy.healthy()).toHaveLength(3);
  });

  it('should admit exactly the sign-ups, failed sign-ins and AI drafts one process would', async () => {
    const signUps = [];
    for (let i = 0; i < 7; i += 1) {
      signUps.push(
        await post(api('/auth/sign-up'), {
          email: uniqueEmail('scale'),
          password: PASSWORD,
          displayName: 'Scale',
        }),
      );
    }
    expect(signUps.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const user = signUps[0]?.json as { idToken: string; user: { email: string } };
    authorization = { authorization: `Bearer ${user.idToken}` };

    const failures = [];
    for (let i = 0; i < 13; i += 1) {
      failures.push(
        (await post(api('/auth/sign-in'), { email: user.user.email, password: `wrong-${i}` })).status,
      );
    }
    expect(failures).toEqual([...Array<number>(10).fill(401), 429, 429, 429]);

    const created = await post(api('/functions/createBoard'), { data: { title: 'Scale' } }, authorization);
    const board = (created.json as { result: { id: string } }).result;
    const patched = await fetch(api(`/boards/${board.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...authorization },
      body: JSON.stringify({ ideaData: { initialIdea: 'A meal-planning app for busy parents in Berlin.' } }),
    });
    expect(patched.status).toBe(200);
    const drafts = [];
    for (let i = 0; i < 23; i += 1) {
      drafts.push(
        (await post(api('/idea/completion'), { promptVersion: '1.1.2', boardId: board.id }, authorization))
          .status,
      );
    }
    expect(drafts).toEqual([...Array<number>(20).fill(200), 429, 429, 429]);
  });

  it('should never answer an older board through another process than the one that wrote it', async () => {
    const created = await post(api('/functions/createBoard'), { data: { title: 'Pairs' } }, authorization);
    const board = (created.json as { result: { id: string } }).result;
    const [a, b] = cluster.servers;
    const stale = await countStaleReads({
      writer: httpSender(a!.url),
      reader: httpSender(b!.url),
      boardId: board.id,
      authorization: authorization.authorization!,
      pairs: 1000,
      sendVersion: true,
    });
    expect(stale).toBe(0);
    // Without the client's version, another process's change is still visible within 100 ms.
    for (let i = 0; i < 10; i += 1) {
      const title = `Seen ${i}`;
      const patched = await fetch(`${a!.url}/api/boards/${board.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...authorization },
        body: JSON.stringify({ title }),
      });
      expect(patched.status).toBe(200);
      await sleep(100);
      const read = await fetch(`${b!.url}/api/boards/${board.id}`, { headers: authorization });
      expect(((await read.json()) as { title: string }).title).toBe(title);
    }
  });

  it("should answer a membership change made through one process at once through another, and an owner's rename through psql (the board's cached roles and owner's name dropped)", async () => {
    const [a, b] = cluster.servers;
    const created = await post(
      `${a!.url}/api/functions/createBoard`,
      { data: { title: 'Shared' } },
      authorization,
    );
    const board = (created.json as { result: { id: string } }).result;
    // Another address (the limits check used this IP's sign-ups).
    const signedUp = await post(
      `${b!.url}/api/auth/sign-up`,
      { email: uniqueEmail('member'), password: PASSWORD, displayName: 'Member' },
      { 'x-forwarded-for': '10.9.8.7' },
    );
    const member = signedUp.json as { idToken: string; user: { uid: string; email: string } };
    const memberAuth = { authorization: `Bearer ${member.idToken}` };
    const shared = await post(
      `${a!.url}/api/boards/${board.id}/members`,
      { email: member.user.email, role: 'viewer' },
      authorization,
    );
    expect(shared.status).toBe(201);
    const membership = (shared.json as { member: { id: string } }).member;
    const readThroughB = async () => {
      const res = await fetch(`${b!.url}/api/boards/${board.id}`, { headers: memberAuth });
      return { status: res.status, role: ((await res.json()) as { role?: string }).role };
    };
    /** Reads through B until it answers `wanted`; answers how long that took. */
    const seenWithin = async (wanted: { status: number; role?: string }) => {
      const started = Date.now();
      for (;;) {
        const answer = await readThroughB();
        if (answer.status === wanted.status && answer.role === wanted.role) return Date.now() - started;
        if (Date.now() - started > 5000) return Infinity;
        await sleep(20);
      }
    };
    // Invited, not verified: B caches the board with no role for the member.
    expect(await readThroughB()).toEqual({ status: 404, role: undefined });
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      // Verified elsewhere (psql, another process): the invitation is now an active membership.
      await sql.query(
        `update board_members set status = 'active', user_id = (select id from users where email = $1) where id = $2`,
        [member.user.email, membership.id],
      );
    } finally {
      await sql.end();
    }
    expect(await seenWithin({ status: 200, role: 'viewer' })).toBeLessThan(1000);
    const raised = await fetch(`${a!.url}/api/boards/${board.id}/members/${membership.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...authorization },
      body: JSON.stringify({ role: 'editor' }),
    });
    expect(raised.status).toBe(200);
    expect(await seenWithin({ status: 200, role: 'editor' })).toBeLessThan(1000);
    // The owner renamed through psql: B's kept answer carries the old name until the feed drops it.
    const ownerNameThroughB = async () =>
      (
        (await (await fetch(`${b!.url}/api/boards/${board.id}`, { headers: memberAuth })).json()) as {
          ownerName?: string;
        }
      ).ownerName;
    const before = await ownerNameThroughB();
    expect(before).toBeTruthy();
    const renamer = new pg.Client({ connectionString: databaseUrl });
    await renamer.connect();
    try {
      await renamer.query(
        `update users set display_name = 'Renamed owner' where id = (select owner_id from boards where id = $1)`,
        [board.id],
      );
    } finally {
      await renamer.end();
    }
    const renamedAt = Date.now();
    while ((await ownerNameThroughB()) !== 'Renamed owner' && Date.now() - renamedAt < 5000) await sleep(20);
    expect(Date.now() - renamedAt).toBeLessThan(1000);
    const removed = await fetch(`${a!.url}/api/boards/${board.id}/members/${membership.id}`, {
      method: 'DELETE',
      headers: authorization,
    });
    expect(removed.status).toBe(204);
    expect(await seenWithin({ status: 404, role: undefined })).toBeLessThan(1000);
  });

  it("should carry a board's changes, comments, presence and the end of a session between processes within 1 s", async () => {
    const [a, b, c] = cluster.servers;
    // Two new people (the owner of the checks above has used up their boards).
    const ownerSignedUp = await post(
      `${a!.url}/api/auth/sign-up`,
      { email: uniqueEmail('olga'), password: PASSWORD, displayName: 'Olga Owner' },
      { 'x-forwarded-for': '10.9.8.9' },
    );
    const ownerAuth = { authorization: `Bearer ${(ownerSignedUp.json as { idToken: string }).idToken}` };
    const created = await post(`${a!.url}/api/functions/createBoard`, { data: { title: 'Live' } }, ownerAuth);
    const board = (created.json as { result: { id: string; version: number } }).result;
    const signedUp = await post(
      `${c!.url}/api/auth/sign-up`,
      { email: uniqueEmail('live'), password: PASSWORD, displayName: 'Lou Live' },
      { 'x-forwarded-for': '10.9.8.8' },
    );
    const member = signedUp.json as { idToken: string; user: { uid: string; email: string } };
    const memberAuth = { authorization: `Bearer ${member.idToken}` };
    const shared = await post(
      `${a!.url}/api/boards/${board.id}/members`,
      { email: member.user.email, role: 'editor' },
      ownerAuth,
    );
    const membership = (shared.json as { member: { id: string } }).member;
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      await sql.query(`update board_members set status = 'active', user_id = $1 where id = $2`, [
        member.user.uid,
        membership.id,
      ]);
    } finally {
      await sql.end();
    }
    const events = (url: string, auth: Record<string, string>, headers: Record<string, string> = {}) =>
      openEventStream(`${url}/api/boards/${board.id}/events`, { ...auth, ...headers });

    // A write through A reaches a stream on B.
    const onB = await events(b!.url, memberAuth);
    expect(onB.status).toBe(200);
    await onB.next((e) => e.event === 'presence', 5000);
    const written = Date.now();
    const patched = await fetch(`${a!.url}/api/boards/${board.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...ownerAuth },
      body: JSON.stringify({ ideaData: { initialIdea: 'Soup by subscription.' } }),
    });
    const version = ((await patched.json()) as { version: number }).version;
    const change = await onB.next((e) => e.event === 'board', 2000);
    expect(change.at - written).toBeLessThan(1000);
    expect(change.id).toBe(String(version));
    expect(change.data).toMatchObject({
      version,
      fields: ['ideaData.initialIdea'],
      by: { name: 'Olga Owner' },
    });

    // A reconnect through C with an older Last-Event-ID gets the change at once.
    const onC = await events(c!.url, memberAuth, { 'last-event-id': String(board.version) });
    expect((await onC.next((e) => e.event === 'board', 2000)).data).toMatchObject({ version });

    // Presence: the owner on A sees the member, moved through C, once; gone when the member's streams close.
    const ownerOnA = await events(a!.url, ownerAuth);
    const moved = await fetch(`${c!.url}/api/boards/${board.id}/presence`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...memberAuth },
      body: JSON.stringify({ stage: 'IDEA', step: 'GEO_MARKET' }),
    });
    expect(moved.status).toBe(204);
    const lou = { id: member.user.uid, name: 'Lou Live', stage: 'IDEA', step: 'GEO_MARKET' };
    const withLou = await ownerOnA.next(
      (e) =>
        e.event === 'presence' &&
        (e.data as { viewers: { id: string }[] }).viewers.filter((v) => v.id === lou.id).length === 1 &&
        JSON.stringify(e.data).includes('GEO_MARKET'),
      2000,
    );
    expect((withLou.data as { viewers: unknown[] }).viewers).toContainEqual(lou);
    expect((withLou.data as { viewers: unknown[] }).viewers).toHaveLength(2);
    const seen = ownerOnA.events.length;
    onC.close();
    onB.close();
    const left = Date.now();
    const gone = await ownerOnA.next(
      (e) => e.event === 'presence' && !JSON.stringify(e.data).includes(lou.id),
      2000,
      seen,
    );
    expect(gone.at - left).toBeLessThan(1000);

    // A comment written through B reaches the owner's stream on A.
    const commented = await post(
      `${b!.url}/api/boards/${board.id}/comments`,
      { field: 'ideaData.initialIdea', body: 'Which soups?' },
      memberAuth,
    );
    expect(commented.status).toBe(201);
    const threadId = (commented.json as { thread: { id: string } }).thread.id;
    expect((await ownerOnA.next((e) => e.event === 'comments', 2000)).data).toEqual({
      threadId,
      field: 'ideaData.initialIdea',
    });

    // Signed out everywhere through C: the member's stream on B ends.
    const again = await events(b!.url, memberAuth);
    await again.next((e) => e.event === 'presence', 5000);
    const signedOutAt = Date.now();
    const out = await fetch(`${c!.url}/api/auth/sign-out-everywhere`, {
      method: 'POST',
      headers: memberAuth,
    });
    expect(out.status).toBe(204);
    expect((await again.ended) - signedOutAt).toBeLessThan(1000);
    ownerOnA.close();
  });

  it('should drain a process on SIGTERM behind the proxy with no failed request', async () => {
    const load = startLoad([api('/boards/quota'), api('/auth/me')], authorization);
    await sleep(1000);
    const leaving = cluster.servers[2]!;
    expect(await leaving.stop()).toEqual({ code: 0, signal: null });
    await sleep(500);
    const { requests } = await load.stop();
    expect(cluster.proxy.healthy()).toEqual(cluster.servers.slice(0, 2).map((s) => s.url));
    expect(requests.length).toBeGreaterThan(50);
    expect(requests.filter((r) => r.status !== 200)).toEqual([]);
  });
});
