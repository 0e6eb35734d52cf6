// Builds the server for production: its TypeScript (and the shared contracts) bundled by esbuild
// into apps/server/dist/main.js, every npm package left to node_modules. A process then starts in
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
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(server, 'dist/main.js'),
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
