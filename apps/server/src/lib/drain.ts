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
  /**
   * From now on: `/api/health` answers 503, every answer closes its connection, and the long-lived
   * answers (`holdOpen`) end at once.
   */
  start(): void;
  /**
   * A long-lived answer (an event stream whose client reconnects, to another process): drain ends
   * it at once instead of waiting for it, while ordinary requests (a completion's stream included)
   * are still served to the end. Registered while draining, it ends at once.
   */
  holdOpen(response: ServerResponse): void;
}

/**
 * Graceful drain on top of Node's close. Node's `server.close()` destroys every "idle" connection,
 * including one just accepted whose request has not been read yet: under load with a connection per
 * request that resets requests the client already sent. Here only connections idle after an answer
 * are closed; a new one gets its request served (with `Connection: close`), or is closed when silent.
 */
/** Ends a long-lived answer and, once it is sent, its connection. */
function endNow(response: ServerResponse) {
  response.shouldKeepAlive = false;
  response.end();
}

export function trackConnections(server: Server): Drain {
  const connections = new Map<Socket, ConnectionState>();
  const heldOpen = new Set<ServerResponse>();
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
      for (const response of heldOpen) endNow(response);
      heldOpen.clear();
    },
    holdOpen(response) {
      if (draining) {
        endNow(response);
        return;
      }
      heldOpen.add(response);
      response.once('close', () => heldOpen.delete(response));
    },
  };
}
