/** One Server-Sent Event: its name (`message` when unnamed), its data lines joined by "\n", its id if it has one. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/** Parses one event block (the lines between two blank lines); comments are ignored. */
function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    // One space after the colon belongs to the syntax, not the value.
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0) return null;
  return id === undefined ? { event, data: data.join('\n') } : { event, data: data.join('\n'), id };
}

/**
 * Reads a text/event-stream body event by event (WHATWG "event stream interpretation": CRLF, CR or
 * LF line ends, events end at a blank line, chunks may split anywhere, even inside a character).
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  // `stream: true` keeps a character split across chunks until its last byte arrives.
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      // A CR at the end may be the first half of a CRLF: wait for the next chunk.
      if (buffer.endsWith('\r')) continue;
      buffer = buffer.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) yield parsed;
        end = buffer.indexOf('\n\n');
      }
    }
    // A final event without its blank line still counts.
    const rest = parseBlock(buffer.replace(/\r\n?/g, '\n'));
    if (rest) yield rest;
  } finally {
    reader.releaseLock();
  }
}
