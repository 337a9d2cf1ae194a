// A load generator in its own process for benches whose request body must change on every request
// (the autocannon CLI's -I announces a fixed length for ids of varying length). Argument: JSON
// `{ url, method, headers, body, seconds, connections }`; every `{{n}}` in `body` becomes the request's
// number, 12 digits wide, so every body has the same size. Prints autocannon's result as JSON.
import autocannon from 'autocannon';

const { url, method, headers, body, seconds, connections } = JSON.parse(process.argv[2]);
let n = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  requests: [
    {
      method,
      headers,
      setupRequest: (request) =>
        body === undefined
          ? request
          : { ...request, body: body.replaceAll('{{n}}', () => String(n++).padStart(12, '0')) },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
