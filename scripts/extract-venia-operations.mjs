// Extracts the GraphQL operations of Magento PWA Studio's storefront (Venia) from its published npm
// packages into apps/server/src/test/venia/venia-operations.json, the fixture the Venia tests read.
//   mkdir /tmp/venia && cd /tmp/venia && npm pack @magento/venia-ui@11.7.3 @magento/peregrine@15.7.3
//   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node <repo>/scripts/extract-venia-operations.mjs /tmp/venia
// Each gql template is expanded as the bundle would build it: ${Fragment} interpolations resolved
// through the imports, the Magento Open Source variants (*.ce.js) chosen as Venia's build does for
// that edition. Venia is never a dependency of the project; @babel/parser comes with the toolchain.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(REPO, 'package.json'));
const SCRATCH = path.resolve(process.argv[2] ?? '.');
const VERSIONS = { '@magento/venia-ui': '11.7.3', '@magento/peregrine': '15.7.3' };
const { parse } = require('@babel/parser');
const { parse: gparse, print } = require('graphql');
const ROOTS = Object.fromEntries(Object.entries(VERSIONS).map(([n, v]) => [n, path.join(SCRATCH, `${n.replace('@', '').replace('/', '-')}-${v}`, 'package')]));
const files = [];
function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== '__tests__' && e.name !== '__mocks__' && e.name !== '__fixtures__') walk(p);
    } else if (p.endsWith('.js') && !p.endsWith('.ee.js')) files.push(p);
  }
}
for (const r of Object.values(ROOTS)) walk(path.join(r, 'lib'));
const mods = new Map();
function resolveFile(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const k = Object.keys(ROOTS).find((k) => spec.startsWith(k + '/'));
    if (!k) return null;
    base = path.join(ROOTS[k], spec.slice(k.length + 1));
  }
  for (const c of [base, base + '.js', base + '.ce.js', path.join(base, 'index.js')]) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}
function load(file) {
  if (mods.has(file)) return mods.get(file);
  const m = { file, decls: new Map(), imports: new Map(), exports: new Map(), templates: [] };
  mods.set(file, m);
  const src = fs.readFileSync(file, 'utf8');
  if (!src.includes('gql') && !src.includes('export')) return m;
  let ast;
  try {
    ast = parse(src, { sourceType: 'module', plugins: ['jsx', 'classProperties', 'optionalChaining'] });
  } catch (e) {
    m.error = e.message;
    return m;
  }
  const isGql = (n) => n && n.type === 'TaggedTemplateExpression' && n.tag.type === 'Identifier' && n.tag.name === 'gql';
  for (const st of ast.program.body) {
    if (st.type === 'ImportDeclaration')
      for (const s of st.specifiers)
        m.imports.set(s.local.name, {
          spec: st.source.value,
          name: s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.name,
        });
    const decl = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
    if (decl && decl.type === 'VariableDeclaration')
      for (const d of decl.declarations)
        if (d.id.type === 'Identifier') {
          m.decls.set(d.id.name, d.init);
          if (st.type === 'ExportNamedDeclaration') m.exports.set(d.id.name, d.id.name);
        }
    if (st.type === 'ExportNamedDeclaration' && !st.declaration)
      for (const s of st.specifiers) {
        if (st.source) {
          m.imports.set('__re_' + s.exported.name, { spec: st.source.value, name: s.local.name });
          m.exports.set(s.exported.name, '__re_' + s.exported.name);
        } else m.exports.set(s.exported.name, s.local.name);
      }
    if (st.type === 'ExportDefaultDeclaration') {
      if (st.declaration.type === 'Identifier') m.exports.set('default', st.declaration.name);
      else if (st.declaration.type === 'ObjectExpression') {
        m.decls.set('__default', st.declaration);
        m.exports.set('default', '__default');
      }
    }
  }
  // every gql template anywhere in the file
  (function visit(n) {
    if (!n || typeof n.type !== 'string') return;
    if (isGql(n)) m.templates.push(n);
    for (const k of Object.keys(n)) {
      const v = n[k];
      if (Array.isArray(v)) v.forEach((x) => x && typeof x.type === 'string' && visit(x));
      else if (v && typeof v.type === 'string' && k !== 'loc') visit(v);
    }
  })(ast.program);
  return m;
}
function valueOf(m, name, seen = new Set()) {
  const key = m.file + '#' + name;
  if (seen.has(key)) throw new Error('cycle ' + key);
  seen.add(key);
  if (m.decls.has(name)) return expr(m, m.decls.get(name), seen);
  const imp = m.imports.get(name);
  if (imp) {
    const f = resolveFile(m.file, imp.spec);
    if (!f) throw new Error('unresolved import ' + imp.spec + ' in ' + m.file);
    const o = load(f);
    const local = o.exports.get(imp.name) ?? (imp.name === 'default' ? null : null);
    if (!local) throw new Error('no export ' + imp.name + ' in ' + f);
    return valueOf(o, local, seen);
  }
  throw new Error('unknown ' + name + ' in ' + m.file);
}
function expr(m, n, seen) {
  if (!n) throw new Error('no init');
  if (n.type === 'TaggedTemplateExpression') return tpl(m, n, seen);
  if (n.type === 'Identifier') return valueOf(m, n.name, seen);
  if (n.type === 'MemberExpression' && n.object.type === 'Identifier' && !n.computed) {
    const obj = objOf(m, n.object.name);
    return obj(n.property.name, seen);
  }
  throw new Error('expr ' + n.type + ' in ' + m.file);
}
function objOf(m, name) {
  // a default-exported object of gql constants, or an imported default object
  let mm = m,
    node = m.decls.get(name);
  if (!node) {
    const imp = m.imports.get(name);
    const f = resolveFile(m.file, imp.spec);
    mm = load(f);
    const local = mm.exports.get(imp.name);
    node = mm.decls.get(local);
  }
  return (prop, s) => {
    const p = node.properties.find((p) => (p.key.name ?? p.key.value) === prop);
    return expr(mm, p.value ?? p.key, s);
  };
}
function tpl(m, n, seen) {
  let out = '';
  n.quasi.quasis.forEach((q, i) => {
    out += q.value.cooked;
    if (i < n.quasi.expressions.length) out += '\n' + expr(m, n.quasi.expressions[i], new Set(seen)) + '\n';
  });
  return out;
}
const ops = new Map();
const problems = [];
for (const f of files) {
  const m = load(f);
  for (const t of m.templates) {
    let text;
    try {
      text = tpl(m, t, new Set());
    } catch (e) {
      problems.push(path.relative(SCRATCH, f) + ': ' + e.message);
      continue;
    }
    let doc;
    try {
      doc = gparse(text);
    } catch (e) {
      problems.push(path.relative(SCRATCH, f) + ': parse ' + e.message);
      continue;
    }
    const frags = new Map();
    for (const d of doc.definitions) if (d.kind === 'FragmentDefinition') frags.set(d.name.value, d);
    for (const d of doc.definitions)
      if (d.kind === 'OperationDefinition') {
        const used = new Set();
        const need = (sel) => {
          for (const s of sel.selections) {
            if (s.kind === 'FragmentSpread') {
              if (!used.has(s.name.value)) {
                used.add(s.name.value);
                const fd = frags.get(s.name.value);
                if (fd) need(fd.selectionSet);
              }
            } else if (s.selectionSet) need(s.selectionSet);
          }
        };
        need(d.selectionSet);
        const body = [
          print(d),
          ...[...used]
            .sort()
            .map((n) => frags.get(n))
            .filter(Boolean)
            .map(print),
        ].join('\n\n');
        const rel = path
          .relative(SCRATCH, f)
          .replace(/^magento-(venia-ui-[\d.]+|peregrine-[\d.]+)\/package\//, (_, p) => '@magento/' + p.replace(/-([\d.]+)$/, '') + '/');
        const name = d.name ? d.name.value : '(anonymous)';
        const prev = [...ops.values()].find((o) => o.body === body);
        if (prev) {
          prev.sources.push(rel);
          continue;
        }
        ops.set(rel + '#' + name, { name, kind: d.operation, sources: [rel], body });
      }
  }
}
if (problems.length) throw new Error(problems.join('\n'));
const fixture = {
  about: `GraphQL operations of Magento PWA Studio's Venia storefront, extracted unchanged (fragments expanded) from the npm packages ${Object.entries(VERSIONS)
    .map(([n, v]) => `${n}@${v}`)
    .join(' and ')} by scripts/extract-venia-operations.mjs.`,
  licence:
    "Copyright (c) Adobe (Magento, Inc.). Licensed under OSL-3.0 OR AFL-3.0 (the packages' licence field); reproduced here under the Academic Free License 3.0 with this attribution.",
  operations: [...ops.values()].map((o) => ({ name: o.name, kind: o.kind, sources: o.sources, document: o.body })),
};
const out = path.join(REPO, 'apps/server/src/test/venia/venia-operations.json');
fs.writeFileSync(out, JSON.stringify(fixture, null, 2) + '\n');
console.log(`${fixture.operations.length} operations written to ${path.relative(REPO, out)}`);
