// A load generator in its own process, for benches that interleave requests (to compare two sides
// under the same load at every moment) or whose body must change on every request. Argument: JSON
// `{ url, seconds, connections, headers, requests: [{ method, path, body? }] }`, sent in turn; every
// `{{n}}` in a body becomes the request's number, 12 digits wide, so a body keeps its size.
// Prints autocannon's result as JSON.
import autocannon from 'autocannon';

const { url, seconds, connections, headers, requests } = JSON.parse(process.argv[2]);
let n = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests: requests.map(({ method, path, body }) => ({
    method,
    path,
    setupRequest: (request) =>
      body === undefined
        ? request
        : { ...request, body: body.replaceAll('{{n}}', () => String(n++).padStart(12, '0')) },
  })),
});
process.stdout.write(JSON.stringify(result));
