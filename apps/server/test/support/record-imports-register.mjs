// `node --import` this to record the modules a process loads (record-imports.mjs).
import { register } from 'node:module';

register('./record-imports.mjs', import.meta.url);
