/**
 * `startLoad` in a process of its own (`fork` with `--import tsx`), so the clients' timing does not
 * depend on the test's event loop. argv[2]: JSON `{ urls, headers, connections }`. Sends 'started',
 * then on 'stop' sends the `LoadResult` and exits.
 */
import { startLoad } from './load.js';

const { urls, headers, connections } = JSON.parse(process.argv[2] ?? '{}') as {
  urls: string[];
  headers: Record<string, string>;
  connections: number;
};
const load = startLoad(urls, headers, connections);
process.send?.('started');
process.on('message', (message) => {
  if (message !== 'stop') return;
  void load.stop().then((result) => process.send?.(result, () => process.exit(0)));
});
