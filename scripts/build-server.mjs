// Builds the server for production: its TypeScript (and the shared contracts) bundled by esbuild
// into apps/server/dist/main.js, every npm package left to node_modules, and the migrate-and-seed
// command (src/seed/cli.ts) into dist/seed.js. A process then starts in
// well under a second, where compiling the sources at start (tsx) took 10 s. `npm run dev` and the
// tests keep running the sources. Node built-ins only, besides esbuild.
import { build } from 'esbuild';
import path from 'node:path';
import { root } from './lib/deps.mjs';

const server = path.join(root, 'apps/server');

/** npm packages stay external, except the workspace's own TypeScript ones (@golf/*), which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@golf/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  await build({
    // Both one folder below apps/server, as src/server-dir.ts expects.
    entryPoints: { main: path.join(server, 'src/main.ts'), seed: path.join(server, 'src/seed/cli.ts') },
    outdir: path.join(server, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
