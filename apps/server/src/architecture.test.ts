import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's boundaries, read from the import statements (the web app's src/architecture.test.ts
 * does the same for its features). A domain is a folder under commerce/ or portal/; other domains
 * see only its index.ts. Table files hold Drizzle definitions and import only other table files,
 * so db/schema.ts (a registry, like routes.ts and graphql/resolvers.ts) can gather every table without pulling in services. platform/ is below every
 * domain and imports none; platform/db is entered only through its index.ts. Each failure names the file and the import to change. Import cycles are
 * checked by dpdm (`npm run cycles`, in npm test).
 */
const SRC = path.resolve(import.meta.dirname);
const posix = (p: string) => p.split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

interface Import {
  /** The imported file, relative to src/ with forward slashes. */
  target: string;
  /** `import type` / `export type`: erased at run time. */
  typeOnly: boolean;
}

/** The relative imports of a file (packages are outside these rules). */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)];
  return found.flatMap((m) => {
    const spec = m[3] ?? m[4]!;
    if (!spec.startsWith('.')) return [];
    return [{ target: posix(path.relative(SRC, path.resolve(path.dirname(file), spec))), typeOnly: Boolean(m[2]) }];
  });
}

/** `commerce/cart` for anything under commerce/cart/, else null (platform, db, seed, test, app). */
function domainOf(relative: string): string | null {
  const [top, name, ...rest] = relative.split('/');
  if ((top === 'commerce' || top === 'portal') && name && rest.length) return `${top}/${name}`;
  return null;
}

const isTableFile = (relative: string) => relative.endsWith('.tables.ts');
/** Test files and test kits may set up other domains' data directly. */
const isTest = (relative: string) => /(\.test|-test-kit|\.fixtures)\.ts$/.test(relative) || relative.startsWith('test/');
/** The lists a new domain adds itself to, one line each: they name its routes, resolvers and tables. */
const REGISTRIES = new Set(['commerce/routes.ts', 'portal/routes.ts', 'commerce/graphql/resolvers.ts', 'db/schema.ts']);
const isRegistered = (relative: string) => /\.(routes|resolvers|tables)\.ts$/.test(relative);

const files = sourceFiles(SRC)
  .map((file) => ({ file, relative: posix(path.relative(SRC, file)) }))
  .filter(({ relative }) => relative !== 'architecture.test.ts');
const edges = files.flatMap(({ file, relative }) => importsOf(file).map((imp) => ({ from: relative, ...imp })));
const show = (e: { from: string; target: string }) => `${e.from} → ${e.target}`;

describe('server boundaries', () => {
  it('lets domains meet only through index.ts (a table file may name another table file or *.types.ts)', () => {
    const offenders = edges.filter((e) => {
      const from = domainOf(e.from);
      const to = domainOf(e.target);
      if (!to || from === to || isTest(e.from) || e.target === `${to}/index.ts`) return false;
      if (REGISTRIES.has(e.from)) return !isRegistered(e.target);
      if (!from) return false;
      return !(isTableFile(e.from) && (isTableFile(e.target) || (e.typeOnly && e.target.endsWith('.types.ts'))));
    });
    expect(
      offenders.map((e) => `${show(e)}: import it from ${domainOf(e.target)}/index.ts (export it there; create the index.ts if the domain has none)`),
    ).toEqual([]);
  });

  it('keeps table files to tables: other table files, platform/db, and type-only imports of types', () => {
    const offenders = edges.filter((e) => {
      if (!isTableFile(e.from)) return false;
      if (isTableFile(e.target) || e.target.startsWith('platform/db/')) return false;
      // Column types ($type<...>) may come from the own domain or another domain's *.types.ts.
      return !(e.typeOnly && (domainOf(e.target) === domainOf(e.from) || e.target.endsWith('.types.ts')));
    });
    expect(offenders.map((e) => `${show(e)}: a table file imports only table files, platform/db, and \`import type\` from its own domain`)).toEqual([]);
  });

  it('opens platform/db only through its index.ts (its own files import each other relatively)', () => {
    const offenders = edges.filter((e) => e.target.startsWith('platform/db/') && e.target !== 'platform/db/index.ts' && !e.from.startsWith('platform/db/'));
    expect(offenders.map((e) => `${show(e)}: import it from platform/db/index.ts (export it there if it is not yet)`)).toEqual([]);
  });

  it('keeps platform/ free of domains', () => {
    const offenders = edges.filter(
      (e) => e.from.startsWith('platform/') && !isTest(e.from) && (domainOf(e.target) !== null || e.target.startsWith('db/') || e.target.startsWith('seed/')),
    );
    expect(offenders.map((e) => `${show(e)}: platform/ sits below the domains; pass what it needs in (a registry or a parameter)`)).toEqual([]);
  });
});

/** Which domain owns each table: the domain of the table file that defines it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { file, relative } of files) {
    const domain = domainOf(relative);
    if (!domain || !isTableFile(relative)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/(commerce|portal)Schema\.table\(\s*'([a-z0-9_]+)'/g)) owners.set(`${m[1]}.${m[2]}`, domain);
  }
  return owners;
}

/** Names a file imports from other domains' faces. */
function foreignNames(file: string, relative: string): Set<string> {
  const own = domainOf(relative);
  const names = new Set<string>();
  for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const target = posix(path.relative(SRC, path.resolve(path.dirname(file), m[2]!)));
    const domain = domainOf(target);
    if (!domain || domain === own) continue;
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Table names (and sequences) defined in each table file, relative path → names. */
function tablesByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const { file, relative } of files)
    if (isTableFile(relative))
      byFile.set(relative, new Set([...readFileSync(file, 'utf8').matchAll(/export const (\w+)\s*=\s*\w+\.(?:table|sequence)\(/g)].map((m) => m[1]!)));
  return byFile;
}

/**
 * The files that may import another domain's *.tables.ts: tests and test kits (isTest, they set up data),
 * the seed, the schema registry db/schema.ts, platform/db, and table files (foreign keys). Everything
 * else reads another domain's rows through a function of that domain's index.ts.
 */
const mayImportTables = (relative: string) =>
  isTest(relative) || relative.startsWith('seed/') || relative === 'db/schema.ts' || relative.startsWith('platform/db/') || isTableFile(relative);

/** Domains whose index.ts still hands out tables (issue 29: those left to convert); shrink it, never grow it. */
const FACES_WITH_TABLES = new Set<string>();

describe('who reads a table', () => {
  const byFile = tablesByFile();
  const tablesOf = (domain: string) => new Set([...byFile].filter(([relative]) => domainOf(relative) === domain).flatMap(([, names]) => [...names]));

  it("keeps a domain's *.tables.ts to its own files (and to tests, the seed, db/schema.ts, platform/db and table files)", () => {
    const offenders = edges.filter((e) => isTableFile(e.target) && domainOf(e.target) !== domainOf(e.from) && !mayImportTables(e.from));
    expect(offenders.map((e) => `${show(e)}: read those rows through a function in ${domainOf(e.target)}/index.ts`)).toEqual([]);
  });

  it('lets no index.ts hand out a table: other domains get read functions, not the table', () => {
    const offenders: string[] = [];
    for (const { file, relative } of files) {
      const domain = domainOf(relative);
      if (!domain || relative !== `${domain}/index.ts` || FACES_WITH_TABLES.has(domain)) continue;
      const tables = tablesOf(domain);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/export\s+\*\s+from\s+'([^']+)'/g)) offenders.push(`${relative}: export * from '${m[1]}' (name what the face offers)`);
      for (const m of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
        if (m[1]) continue;
        for (const part of m[2]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (!name.startsWith('type ') && tables.has(name)) offenders.push(`${relative}: exports the table ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("lets a non-test file outside a domain import none of that domain's tables, by any path", () => {
    const offenders: string[] = [];
    for (const { file, relative } of files) {
      if (mayImportTables(relative)) continue;
      const own = domainOf(relative);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        const target = posix(path.relative(SRC, path.resolve(path.dirname(file), m[2]!)));
        const domain = domainOf(target);
        if (!domain || domain === own || FACES_WITH_TABLES.has(domain)) continue;
        const tables = tablesOf(domain);
        for (const part of m[1]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (tables.has(name)) offenders.push(`${relative}: imports the table ${name} of ${domain}; ask ${domain}/index.ts for a read function`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('who writes a table', () => {
  it("lets a domain insert, update and delete only its own tables (another domain's data changes through that domain's functions)", () => {
    const owners = tableOwners();
    const offenders: string[] = [];
    for (const { file, relative } of files) {
      const domain = domainOf(relative);
      if (!domain || isTest(relative)) continue;
      const text = readFileSync(file, 'utf8');
      const foreign = foreignNames(file, relative);
      for (const m of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g))
        if (foreign.has(m[2]!)) offenders.push(`${relative}: ${m[1]}(${m[2]}) writes a table of another domain`);
      for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(commerce|portal)"?\."?([a-z0-9_]+)/gi)) {
        const owner = owners.get(`${m[2]}.${m[3]}`);
        if (owner && owner !== domain) offenders.push(`${relative}: ${m[1]} ${m[2]}.${m[3]} writes a table of ${owner}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
