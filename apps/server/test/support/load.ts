import http from 'node:http';

export interface LoadResult {
  /** When each request was sent (ms, Date.now()) and how it ended. */
  requests: { sentAt: number; status?: number; error?: string }[];
}

/** One GET on a new connection (no keep-alive): the harshest case for a drain. */
function getOnNewConnection(url: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; error?: string }>((resolve) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error) =>
        resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }),
      );
    });
    request.on('error', (error) =>
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }),
    );
  });
}

/**
 * `connections` loops sending GETs to the URLs in turn (each a new TCP connection) until `stop()`;
 * resolves with every request's outcome.
 */
export function startLoad(urls: string[], headers: Record<string, string>, connections = 8) {
  const result: LoadResult = { requests: [] };
  let stopped = false;
  let turn = 0;
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) {
      const sentAt = Date.now();
      const url = urls[turn++ % urls.length] ?? '';
      result.requests.push({ sentAt, ...(await getOnNewConnection(url, headers)) });
    }
  });
  return {
    async stop(): Promise<LoadResult> {
      stopped = true;
      await Promise.all(loops);
      return result;
    },
  };
}
