import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A connection that never sent a request after the drain began is closed after this long. */
const SILENT_CONNECTION_MS = 2000;

interface ConnectionState {
  /** Requests answered on it so far: 0 means a new connection whose request may be on its way. */
  served: number;
  current: ServerResponse | null;
}

export interface Drain {
  readonly draining: boolean;
  /** From now on: `/api/health` answers 503 and every answer closes its connection. */
  start(): void;
}

/**
 * Graceful drain on top of Node's close. Node's `server.close()` destroys every "idle" connection,
 * including one just accepted whose request has not been read yet: under load with a connection per
 * request that resets requests the client already sent. Here only connections idle after an answer
 * are closed; a new one gets its request served (with `Connection: close`), or is closed when silent.
 */
export function trackConnections(server: Server): Drain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { served: 0, current: null });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.current = response;
    if (draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      state.served += 1;
      state.current = null;
    });
  });

  // Called by Node's close() and by Fastify's `forceCloseConnections: 'idle'`.
  server.closeIdleConnections = () => {
    for (const [socket, state] of connections) {
      if (state.current) continue;
      if (state.served > 0) socket.destroy();
      else
        setTimeout(() => !connections.get(socket)?.current && socket.destroy(), SILENT_CONNECTION_MS).unref();
    }
  };

  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      for (const { current } of connections.values()) {
        if (current && !current.headersSent) current.shouldKeepAlive = false;
      }
    },
  };
}
