// Checks the walls between the parts of the code (issue 13) and prints every breach and their count:
//   (a) no import from one server module / web or console feature into another's files other than its
//       index.ts (on the server, from anywhere outside the module but tests);
//   (b) web and console: features/ never import app/; shared/ never imports features/ or app/;
//   (c) server: only the composition root (app.ts, main.ts), the seed command and tests import demo code;
//       db/ imports nothing outside db/ but packages;
//   (d) no cycle between server modules, between web or console features, or among contract files;
//   (e) server: a table is read or written only by its owner (apps/server/src/db/table-owners.json names one
//       module, plugin or vendor folder per table): no other module, plugin, vendor or shared file imports
//       its table object from db/schema*.ts, and no door (index.ts) hands a table object out. db/, demo/,
//       tests and the entry files directly in apps/server/src/ (composition root, commands) may use any.
// Exits 1 when there is a breach, unless `--report` is given (then it only prints).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportOnly = process.argv.includes('--report');

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONSOLE = 'apps/console/src';
/** The two browser apps, walled alike. */
const SPAS = [WEB, CONSOLE];
const CONTRACT = 'packages/contract/src';

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true })
    .map((entry) => path.join(dir, entry).split(path.sep).join('/'))
    .filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && statSync(path.join(root, file)).isFile(),
    );
}

/** The repository-relative files a source file imports by relative path (packages are not followed). */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const targets = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const [, specifier] of text.matchAll(pattern)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolve(path.posix.join(path.posix.dirname(file), specifier));
      if (resolved) targets.add(resolved);
    }
  }
  return [...targets];
}

function resolve(target) {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return (
    candidates.find(
      (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
    ) ?? target
  );
}

const isTest = (file) =>
  /\.test(-helper)?\.tsx?$/.test(file) ||
  file.startsWith(`${SERVER}/test/`) ||
  SPAS.some((spa) => file.startsWith(`${spa}/test/`));

/** The server module or web feature a file belongs to ("modules/wallet"), or undefined. */
function unitOf(file) {
  const server = file.match(/^apps\/server\/src\/(modules\/[^/]+)\//);
  if (server) return `server:${server[1]}`;
  const spa = file.match(/^apps\/(web|console)\/src\/(features\/[^/]+)\//);
  if (spa) return `${spa[1]}:${spa[2]}`;
  return undefined;
}

const isUnitIndex = (file) =>
  /^apps\/(server\/src\/modules|web\/src\/features|console\/src\/features)\/[^/]+\/index\.tsx?$/.test(file);

/** Demo generators: everything under server demo/, and until they move there, demo files left in modules. */
const isDemo = (file) =>
  file.startsWith(`${SERVER}/`) && (/\/demo\//.test(file) || /\/demo-[^/]*\.ts$/.test(file)) && !isTest(file);

const DEMO_IMPORTERS = new Set([`${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/start-seed.ts`]);

const breaches = [];
const files = [SERVER, ...SPAS, CONTRACT].flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

for (const [file, targets] of graph) {
  for (const target of targets) {
    const from = unitOf(file);
    const to = unitOf(target);
    // On the server nothing outside a module (app.ts, plugins/, vendors/, demo/) reaches past its index.ts
    // either; the web app's router lazy-loads each screen's own file, so there only features are walled.
    const outsideServerModule = !from && file.startsWith(`${SERVER}/`) && !isTest(file);
    if (to && from !== to && (from || outsideServerModule) && !isUnitIndex(target)) {
      breaches.push(`deep import: ${file} -> ${target}`);
    }
    for (const spa of SPAS) {
      if (file.startsWith(`${spa}/features/`) && target.startsWith(`${spa}/app/`)) {
        breaches.push(`feature imports app/: ${file} -> ${target}`);
      }
      if (
        file.startsWith(`${spa}/shared/`) &&
        (target.startsWith(`${spa}/features/`) || target.startsWith(`${spa}/app/`))
      ) {
        breaches.push(`shared/ imports above it: ${file} -> ${target}`);
      }
    }
    if (isDemo(target) && !isDemo(file) && !isTest(file) && !DEMO_IMPORTERS.has(file)) {
      breaches.push(`demo imported outside the composition root: ${file} -> ${target}`);
    }
    if (file.startsWith(`${SERVER}/db/`) && !target.startsWith(`${SERVER}/db/`)) {
      breaches.push(`db/ imports above it: ${file} -> ${target}`);
    }
  }
}

const SCHEMAS = sourceFiles(`${SERVER}/db`).filter(
  (file) => /\/db\/schema[^/]*\.ts$/.test(file) && !isTest(file),
);
const TABLE_OWNERS_FILE = `${SERVER}/db/table-owners.json`;
const tableOwners = JSON.parse(readFileSync(path.join(root, TABLE_OWNERS_FILE), 'utf8'));
const schemaTables = SCHEMAS.flatMap((schema) =>
  [...readFileSync(path.join(root, schema), 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)].map(
    ([, name]) => name,
  ),
);
for (const table of schemaTables) {
  if (!tableOwners[table]) breaches.push(`table without an owner in ${TABLE_OWNERS_FILE}: ${table}`);
}
for (const [table, owner] of Object.entries(tableOwners)) {
  if (!schemaTables.includes(table)) breaches.push(`owner listed for a table not in the schema: ${table}`);
  if (!existsSync(path.join(root, SERVER, owner)))
    breaches.push(`owner of ${table} does not exist: ${owner}`);
}

/** The module, plugin or vendor folder a server file belongs to ("modules/wallet", "plugins/sessions"). */
const ownerUnitOf = (file) => file.slice(SERVER.length + 1).match(/^(?:modules|plugins|vendors)\/[^/]+/)?.[0];

/** db/, demo/, tests and the entry files at the top of the server (composition root, commands) use any table. */
const mayUseAnyTable = (file) =>
  !file.startsWith(`${SERVER}/`) ||
  isTest(file) ||
  isDemo(file) ||
  file.startsWith(`${SERVER}/db/`) ||
  !file.slice(SERVER.length + 1).includes('/');

/** The names a file imports (or re-exports) from a db/schema*.ts, type-only ones included; '*' for a namespace. */
function schemaNamesOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const names = [];
  const statements = /\b(?:import|export)\s+(?:type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, clause, specifier] of text.matchAll(statements)) {
    if (!specifier.startsWith('.')) continue;
    if (!SCHEMAS.includes(resolve(path.posix.join(path.posix.dirname(file), specifier)))) continue;
    if (clause.startsWith('*')) {
      names.push('*');
      continue;
    }
    for (const part of clause.slice(1, -1).split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

for (const file of graph.keys()) {
  if (mayUseAnyTable(file) || !graph.get(file).some((target) => SCHEMAS.includes(target))) continue;
  const unit = ownerUnitOf(file) ?? 'shared';
  for (const name of schemaNamesOf(file)) {
    if (name === '*') breaches.push(`whole schema imported: ${file}`);
    else if (tableOwners[name] && file.endsWith('/index.ts'))
      breaches.push(`table handed out by a door: ${file} -> ${name}`);
    else if (tableOwners[name] && tableOwners[name] !== unit)
      breaches.push(`table of ${tableOwners[name]} used by ${unit}: ${file} -> ${name}`);
  }
}

/** Graph of units: a server module, a web feature, or a contract file; each edge is one relative import. */
function unitGraph(unitFor) {
  const edges = new Map();
  for (const [file, targets] of graph) {
    const from = unitFor(file);
    if (!from) continue;
    for (const target of targets) {
      const to = unitFor(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components, those with more than one node. */
function cycles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

// Tests may reach across (they set up several modules at once), so they do not count as cycle edges. A file
// outside every module or feature is a node of its own, so a cycle that passes through it is seen too.
const productionUnit = (base) => (file) => {
  if (isTest(file) || !file.startsWith(`${base}/`)) return undefined;
  return unitOf(file) ?? file;
};
const contractFile = (file) => (file.startsWith(`${CONTRACT}/`) && !isTest(file) ? file : undefined);

for (const [kind, unitFor] of [
  ['server modules', productionUnit(SERVER)],
  ['web features', productionUnit(WEB)],
  ['console features', productionUnit(CONSOLE)],
  ['contract files', contractFile],
]) {
  for (const component of cycles(unitGraph(unitFor))) {
    breaches.push(`cycle between ${kind}: ${component.join(', ')}`);
  }
}

for (const breach of breaches) console.log(breach);
console.log(`boundary breaches: ${breaches.length}`);
if (breaches.length > 0 && !reportOnly) process.exitCode = 1;
