// npm run test:server [-- vitest arguments]: the server suite (or the files, folders or -t filter
// given) on a throw-away PostgreSQL, as npm test runs it. The quick inner loop for one domain:
//   npm run test:server -- src/portal/bags
import path from 'node:path';
import { root } from './lib/deps.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

await ensureSystemPackages(['postgresql']);
const pg = await startTestPostgres();
let code = 1;
try {
  code = await run('npx', ['vitest', 'run', '--project', 'server', '--project', 'isolated', ...process.argv.slice(2)], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
  });
} finally {
  pg.stop();
}
process.exitCode = code;
