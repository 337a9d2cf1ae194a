// `node --import` this into a server process: every Fastify instance it creates gets
// GET /stand-in/stream, an event stream registered with `app.drain.holdOpen` as a live board stream
// will be (a stand-in for tests of shutdown). It writes a comment at once, then nothing.
import diagnostics from 'node:diagnostics_channel';

diagnostics.subscribe('fastify.initialization', ({ fastify }) => {
  fastify.get('/stand-in/stream', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    reply.raw.write(': open\n\n');
    fastify.drain.holdOpen?.(reply.raw);
  });
});
