import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';

import type { Plan } from '@planner/domain';
import { Piscina } from 'piscina';

import { AppError } from '../../lib/app-error.js';

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
);

/** A plan whose JSON (the logo left out) is longer than this takes seconds to lay out: a large render. */
export const LARGE_PLAN_CHARS = 50_000;

/** Seconds a refused export is told to wait: a caller's full turn, a full queue, a stopped render. */
const RETRY_AFTER = { busy: 5, full: 10, stopped: 60 } as const;

/** Documents one caller may have in the pool: one being made, the others waiting their turn. */
export const CALLER_DOCUMENTS_MAX = 3;

export interface RenderLimits {
  /** Documents made at once, one worker thread each; large plans may hold all but one. */
  workers: number;
  /** Documents waiting for a worker; one more is refused with 503. */
  queue: number;
  /**
   * A render still running this long after its worker began it is stopped: the worker is
   * terminated and replaced.
   */
  timeoutSeconds: number;
  /** The V8 heap of each worker thread (`resourceLimits.maxOldGenerationSizeMb`). */
  workerHeapMb: number;
}

/** Two workers at least, so a small document always has one that no large one may take. */
export const defaultRenderWorkers = () => Math.max(2, availableParallelism() - 1);

export interface RenderPoolStats {
  running: number;
  waiting: number;
  /** Renders started since the pool was made. */
  started: number;
}

export interface RenderPool {
  /**
   * The document's bytes as they are made; rejects when it fails before its first byte. `caller`
   * names who asks (a user, a view-only link): each caller's documents are made one at a time.
   */
  render(plan: Plan, format: 'pdf' | 'docx', caller: string): Promise<Readable>;
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

interface Job {
  caller: string;
  large: boolean;
  start(): void;
  cancel(error: Error): void;
}

const isLarge = (plan: Plan) =>
  JSON.stringify({ ...plan, cover: { ...plan.cover, logo: null } }).length > LARGE_PLAN_CHARS;

/** What a failed render answers: a render stopped by a limit is a 503 saying which. */
function renderError(error: unknown, timedOut: boolean, limits: RenderLimits): Error {
  const stopped = (message: string) =>
    new AppError('unavailable', message, { cause: error, retryAfterSeconds: RETRY_AFTER.stopped });
  if (timedOut) {
    return stopped(
      `Making this document took longer than ${limits.timeoutSeconds} ${limits.timeoutSeconds === 1 ? 'second' : 'seconds'}, so it was stopped. Try again later, or hide some sections of the plan.`,
    );
  }
  if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return stopped(
      'This document needs more memory than one document may use. Hide some sections of the plan.',
    );
  }
  return error as Error;
}

/**
 * Worker threads that lay out PDFs and pack DOCX files, so the event loop keeps answering other
 * requests meanwhile, with bounds: a caller's documents are made one at a time (a second waits for
 * the first; past `CALLER_DOCUMENTS_MAX` in all, 429), at most `queue` wait (then 503), each render
 * has a time limit and each worker a heap limit (then 503). Fairness: large plans may hold all
 * workers but one, so a small document never waits behind large ones, only behind other small
 * ones. Under tsx/vitest the worker runs from source.
 */
export function createRenderPool(limits: RenderLimits): RenderPool {
  const pool = new Piscina({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: limits.workers,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    // Documents are background work: the OS runs request handling first when both want a core.
    niceIncrement: 10,
    ...(WORKER.pathname.endsWith('.ts') ? { execArgv: ['--conditions=source', '--import', 'tsx'] } : {}),
  });
  const largeSlots = Math.max(1, limits.workers - 1);
  const waiting: Job[] = [];
  /** Each caller's documents in the pool, running or waiting. */
  const callers = new Map<string, number>();
  const busy = new Set<string>();
  let running = 0;
  let runningLarge = 0;
  let started = 0;

  /**
   * Starts waiting jobs in their order while workers are free: a caller's next only once their
   * last is done, a large one only within its slots.
   */
  function dispatch() {
    while (running < limits.workers) {
      const index = waiting.findIndex(
        (job) => !busy.has(job.caller) && (!job.large || runningLarge < largeSlots),
      );
      if (index < 0) return;
      const [job] = waiting.splice(index, 1);
      job?.start();
    }
  }

  function leave(caller: string) {
    const left = (callers.get(caller) ?? 1) - 1;
    if (left > 0) callers.set(caller, left);
    else callers.delete(caller);
  }

  function run(job: Job, plan: Plan, format: 'pdf' | 'docx', out: PassThrough) {
    return new Promise<Readable>((resolve, reject) => {
      running += 1;
      busy.add(job.caller);
      if (job.large) runningLarge += 1;
      started += 1;
      const { port1, port2 } = new MessageChannel();
      const abort = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      let streaming = false;
      let settled = false;
      port1.on('message', (chunk: Uint8Array | 'start' | null) => {
        if (chunk === 'start') {
          if (settled) return;
          timer = setTimeout(() => {
            timedOut = true;
            abort.abort();
          }, limits.timeoutSeconds * 1000);
          return;
        }
        if (chunk === null) {
          port1.close();
          out.end();
          resolve(out);
          return;
        }
        out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if (!streaming) {
          streaming = true;
          resolve(out);
        }
      });
      pool
        .run({ plan, format, port: port2 }, { transferList: [port2], signal: abort.signal })
        .catch((error: unknown) => {
          port1.close();
          const answer = renderError(error, timedOut, limits);
          if (streaming) out.destroy(answer);
          else reject(answer);
        })
        .finally(() => {
          settled = true;
          clearTimeout(timer);
          running -= 1;
          if (job.large) runningLarge -= 1;
          busy.delete(job.caller);
          leave(job.caller);
          dispatch();
        });
    });
  }

  return {
    async render(plan, format, caller) {
      const mine = callers.get(caller) ?? 0;
      if (mine >= CALLER_DOCUMENTS_MAX) {
        throw new AppError(
          'resource-exhausted',
          `${mine} documents of yours are already being made. Wait until they have downloaded, then try again.`,
          { retryAfterSeconds: RETRY_AFTER.busy },
        );
      }
      callers.set(caller, mine + 1);
      const out = new PassThrough();
      let job!: Job;
      const made = new Promise<Readable>((resolve, reject) => {
        job = {
          caller,
          large: isLarge(plan),
          start: () => run(job, plan, format, out).then(resolve, reject),
          cancel: reject,
        };
      });
      waiting.push(job);
      dispatch();
      // It has to wait, and the queue was already full.
      if (waiting.length > limits.queue && waiting.at(-1) === job) {
        waiting.pop();
        leave(caller);
        throw new AppError(
          'unavailable',
          'Too many documents are being made right now. Try again in a few seconds.',
          { retryAfterSeconds: RETRY_AFTER.full },
        );
      }
      return made;
    },
    stats: () => ({ running, waiting: waiting.length, started }),
    async close() {
      const closing = new AppError('unavailable', 'The server is shutting down.');
      for (const job of waiting.splice(0)) {
        leave(job.caller);
        job.cancel(closing);
      }
      await pool.destroy();
    },
  };
}
