import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';

import type { Plan } from '@planner/domain';
import { Piscina } from 'piscina';

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
);

export interface RenderPool {
  /** The document's bytes as they are made; rejects when it fails before its first byte. */
  render(plan: Plan, format: 'pdf' | 'docx'): Promise<Readable>;
  close(): Promise<void>;
}

/**
 * Worker threads that lay out PDFs and pack DOCX files, so the event loop keeps answering other
 * requests meanwhile. Leaves one core to the server; under tsx/vitest the worker runs from source.
 */
export function createRenderPool(): RenderPool {
  const pool = new Piscina({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // Documents are background work: the OS runs request handling first when both want a core.
    niceIncrement: 10,
    ...(WORKER.pathname.endsWith('.ts') ? { execArgv: ['--conditions=source', '--import', 'tsx'] } : {}),
  });
  return {
    render(plan, format) {
      const { port1, port2 } = new MessageChannel();
      const out = new PassThrough();
      return new Promise<Readable>((resolve, reject) => {
        let started = false;
        port1.on('message', (chunk: Uint8Array | null) => {
          if (chunk === null) {
            port1.close();
            out.end();
            resolve(out);
            return;
          }
          out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if (!started) {
            started = true;
            resolve(out);
          }
        });
        pool.run({ plan, format, port: port2 }, { transferList: [port2] }).catch((error: unknown) => {
          port1.close();
          if (started) out.destroy(error as Error);
          else reject(error as Error);
        });
      });
    },
    close: () => pool.destroy(),
  };
}
