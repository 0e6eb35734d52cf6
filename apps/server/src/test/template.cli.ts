// Makes the server suite's PostgreSQL template ahead of the suite: `node --import tsx
// src/test/template.cli.ts <admin url> <name>`. npm test (scripts/test.mjs) runs it beside the static
// checks, which leave the database idle, and hands the name to the suite as TEST_TEMPLATE_DATABASE.
import { makePostgresTemplate } from './template.ts';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: template.cli.ts <admin database url> <template name: lower case, digits, _>');
  process.exit(2);
}
await makePostgresTemplate(adminUrl, name);
console.log(`Template ${name} migrated and seeded.`);
