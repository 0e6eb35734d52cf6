import path from 'node:path';

/**
 * apps/server, whether this code runs from its sources (src/*.ts under tsx) or from the built
 * bundle (dist/main.js): both sit one folder below it. Files the server reads at run time (the
 * migrations, the commerce SDL, the locales, the web app) are found from here, never from the
 * location of the module that reads them, which the bundle does not keep.
 */
// drizzle-kit loads the tables through a CommonJS transform, where only __dirname is set.
export const SERVER_DIR = path.resolve(import.meta.dirname ?? __dirname, '..');
/** The server's sources, which also hold the migrations and the GraphQL SDL it reads. */
export const SOURCE_DIR = path.join(SERVER_DIR, 'src');
