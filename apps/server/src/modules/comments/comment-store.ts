/** The comments module's public entry: the JSON export reads a board's threads, the import writes them. */
export { importThreads } from './import-threads.js';
export { readThreads } from './read-threads.js';
