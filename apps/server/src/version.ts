import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from './server-dir.ts';

/** The product's version, from the root package.json. */
export const VERSION: string = (JSON.parse(readFileSync(path.join(SERVER_DIR, '../../package.json'), 'utf8')) as { version: string }).version;
