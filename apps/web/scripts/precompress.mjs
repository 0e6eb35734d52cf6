// Writes .br and .gz beside every built text asset, so the server sends compressed files without
// compressing on each request (@fastify/static's preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
for (const file of walk(dist).filter((f) => COMPRESSIBLE.test(f))) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`Pre-compressed ${count} assets (brotli and gzip).`);
