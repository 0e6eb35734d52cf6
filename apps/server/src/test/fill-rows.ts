import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/index.ts';

interface Column {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: boolean;
}

const placeholderOf = (c: Column, n: number): unknown => {
  if (c.type === 'jsonb' || c.type === 'json') return {};
  if (c.type === 'ARRAY') return [];
  if (c.type.startsWith('timestamp') || c.type === 'date') return new Date(Date.UTC(2026, 0, 1));
  if (c.type === 'boolean') return false;
  if (['integer', 'smallint', 'bigint', 'numeric', 'real', 'double precision'].includes(c.type)) return n;
  return `${c.name}-${n}`;
};

let counter = 0;

/**
 * Inserts a row with the given values, filling every other required column with a placeholder and
 * every required reference with a new row of its own: a migration test can write rows in an old
 * schema without knowing all of it. Answers the row as inserted.
 */
export async function fillRow(db: Db, table: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [schema, name] = table.split('.') as [string, string];
  const columns = (
    await rowsOf<{ name: string; type: string; nullable: string; dflt: string | null; identity: string }>(
      db,
      sql`select column_name as name, data_type as type, is_nullable as nullable, column_default as dflt, is_identity as identity
          from information_schema.columns where table_schema = ${schema} and table_name = ${name}`,
    )
  ).map((c): Column => ({ name: c.name, type: c.type, nullable: c.nullable === 'YES', hasDefault: c.dflt !== null, identity: c.identity === 'YES' }));
  if (!columns.length) throw new Error(`No table ${table}`);
  const references = await rowsOf<{ column: string; target: string }>(
    db,
    sql`select kcu.column_name as column, ccu.table_schema || '.' || ccu.table_name as target
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = ${schema} and tc.table_name = ${name}`,
  );
  const row: Record<string, unknown> = { ...values };
  for (const c of columns) {
    if (c.name in row || c.nullable || c.hasDefault || c.identity) continue;
    const target = references.find((r) => r.column === c.name)?.target;
    counter++;
    row[c.name] = target && target !== table ? (await fillRow(db, target, {})).id : placeholderOf(c, counter);
  }
  const names = Object.keys(row);
  const params = names.map((k) => {
    const v = row[k];
    return v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v;
  });
  const [inserted] = await rowsOf<Record<string, unknown>>(
    db,
    sql`insert into ${sql.raw(`"${schema}"."${name}"`)} (${sql.raw(names.map((n) => `"${n}"`).join(', '))}) values (${sql.join(
      params.map((p) => sql`${p}`),
      sql`, `,
    )}) returning *`,
  );
  return inserted!;
}
