// Bundles the server into dist/main.js. Workspace packages (@lobby/contract) are bundled; every npm
// dependency stays external and is loaded from node_modules at run time.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const dependenciesOf = async (packageJson) =>
  Object.keys(JSON.parse(await readFile(here(packageJson), 'utf8')).dependencies ?? {});

const external = new Set([
  ...(await dependenciesOf('./package.json')),
  ...(await dependenciesOf('../../packages/contract/package.json')),
]);

await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports such as drizzle-orm/pglite stay external as well.
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
