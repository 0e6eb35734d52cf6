import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product's version, from the root package.json. */
export const VERSION: string = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
