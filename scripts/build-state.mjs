// Decides whether the web, console and server builds are older than their sources, so `npm start` builds only when needed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
};

const isStale = (output, inputs) => {
  const built = newestMtime(output);
  return built === 0 || inputs.some((input) => newestMtime(input) > built);
};

function staleBuilds(root) {
  const contract = [join(root, 'packages/contract/src')];
  const web = join(root, 'apps/web');
  const server = join(root, 'apps/server');
  const stale = [];
  if (
    isStale(join(web, 'dist/index.html'), [
      ...contract,
      join(web, 'src'),
      join(web, 'public'),
      join(web, 'index.html'),
      join(web, 'vite.config.ts'),
    ])
  ) {
    stale.push('@lobby/web');
  }
  const consoleApp = join(root, 'apps/console');
  if (
    isStale(join(consoleApp, 'dist/index.html'), [
      ...contract,
      join(consoleApp, 'src'),
      join(consoleApp, 'index.html'),
      join(consoleApp, 'vite.config.ts'),
    ])
  ) {
    stale.push('@lobby/console');
  }
  if (isStale(join(server, 'dist/main.js'), [...contract, join(server, 'src'), join(server, 'build.mjs')])) {
    stale.push('@lobby/server');
  }
  return stale;
}

/** Builds each stale workspace, printing what it builds. */
export function buildIfStale(root) {
  for (const workspace of staleBuilds(root)) {
    console.log(`Building ${workspace}…`);
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
}
