import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Backends the proxy currently sends to (health 200 at the last check). */
  healthy(): string[];
  close(): Promise<void>;
}

/**
 * A small reverse proxy in front of several server processes, behaving like the nginx example in
 * docs/operations.md: requests go to the healthy backends in turn, a backend whose `/api/health` stops
 * answering 200 is taken out within `checkEveryMs`, and a request whose connection was refused
 * (nothing sent yet) is tried on the next backend. It sets `X-Forwarded-For` (TRUST_PROXY=true).
 */
export async function startRoundRobinProxy(backends: string[], checkEveryMs = 100): Promise<RoundRobinProxy> {
  const up = new Set(backends);
  let turn = 0;

  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        try {
          const res = await fetch(`${backend}/api/health`, { signal: AbortSignal.timeout(checkEveryMs * 5) });
          if (res.status === 200) up.add(backend);
          else up.delete(backend);
        } catch {
          up.delete(backend);
        }
      }),
    );
  };
  const timer = setInterval(() => void check(), checkEveryMs);

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    attemptsLeft: number,
  ) => {
    const live = backends.filter((b) => up.has(b));
    const backend = live[turn++ % Math.max(live.length, 1)];
    if (!backend) {
      response.writeHead(502).end('no healthy backend');
      return;
    }
    const upstream = http.request(
      `${backend}${request.url ?? '/'}`,
      {
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && attemptsLeft > 0) {
        up.delete(backend);
        forward(request, body, response, attemptsLeft - 1);
      } else if (!response.headersSent) {
        response.writeHead(502).end(`upstream ${error.code ?? error.message}`);
      } else {
        response.destroy(error);
      }
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, backends.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await check();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    healthy: () => backends.filter((b) => up.has(b)),
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
