import { describe, expect, it } from 'vitest';

import { readServerSentEvents, type ServerSentEvent } from './sse';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(chunks: (string | Uint8Array)[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('should read named events in order', async () => {
    const events = await collect([
      'event: delta\ndata: {"text":"Hel"}\n\n',
      'event: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"completion":"Hello"}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{"completion":"Hello"}' },
    ]);
  });

  it('should join an event split across chunks, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"café"}\n\n');
    const cut = bytes.length - 5; // inside "é"
    const events = await collect([bytes.slice(0, 7), bytes.slice(7, cut), bytes.slice(cut)]);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"café"}' }]);
  });

  it('should accept CRLF line ends, comments and multi-line data', async () => {
    const events = await collect([
      ': keep-alive\r\n\r\nevent: error\r\ndata: line one\r\ndata: line two\r\n\r\n',
    ]);
    expect(events).toEqual([{ event: 'error', data: 'line one\nline two' }]);
  });

  it('should not split an event at a CRLF cut between two chunks', async () => {
    const events = await collect(['event: delta\r', '\ndata: x\r\n\r\n']);
    expect(events).toEqual([{ event: 'delta', data: 'x' }]);
  });

  it('should name an unnamed event "message" and keep a last event without its blank line', async () => {
    const events = await collect(['data: first\n\ndata:second']);
    expect(events).toEqual([
      { event: 'message', data: 'first' },
      { event: 'message', data: 'second' },
    ]);
  });
});

describe('readServerSentEvents ids', () => {
  it("should keep an event's id (a live board event's version) and skip comment lines", async () => {
    const events = await collect([
      ': keep-alive\n\nid: 7\nevent: board\ndata: {"version":7}\n\n',
      'event: presence\ndata: {}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'board', data: '{"version":7}', id: '7' },
      { event: 'presence', data: '{}' },
    ]);
  });
});
