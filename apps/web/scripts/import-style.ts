// One import style in apps/web/src (checked by src/architecture.test.ts): an import that leaves its
// area (lib, components, app, locales, or one feature folder) names its target from src/ with the
// '@/' alias; an import inside its area is relative. No file extensions either way.
// Usage: node --import tsx scripts/import-style.ts          lists the imports to change (exit 1 if any)
//        node --import tsx scripts/import-style.ts --write  rewrites them in place
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');
const write = process.argv.includes('--write');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });

/** lib, components, app, locales, features/<name>, or '' for files at the top of src/. */
export function areaOf(relative: string): string {
  const parts = relative.split(path.sep);
  if (parts.length === 1) return '';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

const SPECIFIER = /((?:import|export)[^'"]*?from\s+|import\(\s*|vi\.mock\(\s*)'([^']+)'/g;

/** The specifier the style wants for `spec` written in `file`, or null when it is fine (or a package). */
export function wantedSpecifier(file: string, spec: string): string | null {
  const from = areaOf(path.relative(SRC, file));
  if (spec.startsWith('@/')) {
    const target = spec.slice(2);
    if (areaOf(target.split('/').join(path.sep)) !== from) return null;
    let rel = path.relative(path.dirname(file), path.join(SRC, target)).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return rel;
  }
  if (!spec.startsWith('.')) return null;
  const target = path.relative(SRC, path.resolve(path.dirname(file), spec));
  if (target.startsWith('..') || areaOf(target) === from) return null;
  return `@/${target.split(path.sep).join('/')}`;
}

/** Areas left out of the style check while they are being rewritten elsewhere (none today). */
export const NOT_YET: string[] = [];

export function styleOffenders(files: string[] = sourceFiles(SRC).filter((f) => !NOT_YET.includes(areaOf(path.relative(SRC, f))))) {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((m) => {
      const wanted = wantedSpecifier(file, m[2]!);
      return wanted ? [{ file, spec: m[2]!, wanted }] : [];
    }),
  );
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const offenders = styleOffenders();
  for (const o of offenders) console.log(`${path.relative(SRC, o.file)}: '${o.spec}' → '${o.wanted}'`);
  if (write) {
    for (const file of new Set(offenders.map((o) => o.file))) {
      const text = readFileSync(file, 'utf8').replace(SPECIFIER, (all: string, head: string, spec: string) => {
        const wanted = wantedSpecifier(file, spec);
        return wanted ? `${head}'${wanted}'` : all;
      });
      writeFileSync(file, text);
    }
    console.log(`${offenders.length} imports rewritten in ${new Set(offenders.map((o) => o.file)).size} files`);
  } else if (offenders.length) process.exit(1);
}
