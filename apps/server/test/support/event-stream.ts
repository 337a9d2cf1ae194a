/** A test's reader of a Server-Sent Events answer over real HTTP (fetch), as a browser's client reads it. */

export interface StreamEvent {
  event: string;
  data: unknown;
  id?: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The JSON body of an answer that is not a stream (an error). */
  body: unknown;
  events: StreamEvent[];
  /** Comment lines (`:`) received. */
  comments: number;
  /** The first event from `from` on that `match` accepts, waiting up to `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number, from?: number): Promise<StreamEvent>;
  /** Resolves with Date.now() when the server ends the stream. */
  ended: Promise<number>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const reader: EventStreamReader = {
    status: res.status,
    headers: res.headers,
    body: null,
    events,
    comments: 0,
    ended: Promise.resolve(Date.now()),
    next(match, timeoutMs = 2000, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    close: () => controller.abort(),
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    reader.body = await res.json().catch(() => null);
    return reader;
  }
  reader.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) reader.comments += 1;
            const colon = line.indexOf(':');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.event) {
            events.push({
              event: fields.event,
              data: JSON.parse(fields.data ?? 'null') as unknown,
              ...(fields.id === undefined ? {} : { id: fields.id }),
              at: Date.now(),
            });
            wake();
          }
        }
      }
    } catch {
      // Aborted by the test.
    }
    return Date.now();
  })();
  return reader;
}
