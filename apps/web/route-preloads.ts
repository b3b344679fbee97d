import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePath, type Plugin, type Rollup } from 'vite';
import { isMembersOnly } from './src/shared/route-rules.ts';
import { HOME_PATH, ROUTE_PATHS, type RouteName } from './src/shared/routes.ts';

/** The classic script index.html runs before anything else (public/theme-init.js). */
const THEME_SCRIPT = 'theme-init.js';

/** A `Link` header's entry for a built file; `crossorigin` as Vite writes the HTML's own tags, so it is used. */
const linkTo = (url: string): string =>
  `<${url}>; ${url.endsWith('.css') ? 'rel=preload; as=style' : 'rel=modulepreload'}; crossorigin`;

/** A feature's screen table entry: `login: () => import('./LoginScreen.tsx')`. */
const SCREEN_IMPORT = /(\w+): \(\) => import\('(\.\/[\w./-]+)'\)/g;

/** Each screen's module by route name, read from the features' screen tables (their index.ts). */
function screenModules(featuresDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const index = path.join(featuresDir, feature.name, 'index.ts');
    const text = readFileSync(index, 'utf8');
    for (const [, name, file] of text.matchAll(SCREEN_IMPORT))
      if (name && file) modules.set(name, normalizePath(path.join(featuresDir, feature.name, file)));
  }
  return modules;
}

/**
 * Writes `route-preloads.json`: for each screen's path, the `Link` header entries of the files its first view
 * loads: the HTML's own scripts and stylesheet, then the screen's chunk and the chunks that imports. The server
 * sends them with the HTML, so a phone asks for them at once instead of after running the entry (decision
 * 0078). Also `guest-preloads.json`: for each members' screen, login's, which the server sends a guest
 * (decision 0090); and `language-preloads.json`: by catalogue name, the files a language loads before the
 * first render, which the server adds when the language cookie names it (decision 0085), and under `en` the
 * screens' English texts, which it adds for a screen other than home in English (decision 0097).
 */
export function routePreloads(): Plugin {
  let featuresDir = '';
  let base = '/';
  return {
    name: 'lobby-route-preloads',
    apply: 'build',
    // After Vite's own plugins, which write the one stylesheet.
    enforce: 'post',
    configResolved(config) {
      featuresDir = path.join(config.root, 'src/features');
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const entry = chunks.filter((chunk) => chunk.isEntry);
      const inHtml = new Set(entry.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      // The HTML's own stylesheet and scripts come first: asked for before the screen's files, they are not
      // left waiting behind them for one of the six connections a phone opens to a host.
      const stylesheet = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.names.includes('style.css'),
      );
      const first = [...stylesheet.map((file) => file.fileName), ...inHtml];
      const closure = (chunk: Rollup.OutputChunk | undefined, files = new Set<string>()): Set<string> => {
        if (!chunk || inHtml.has(chunk.fileName) || files.has(chunk.fileName)) return files;
        files.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file), files);
        return files;
      };
      const texts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/locales/en-screens.json'));
      const paths: Record<string, string> = { ...ROUTE_PATHS, home: HOME_PATH };
      const preloads: Record<string, string[]> = {};
      for (const [name, module] of screenModules(featuresDir)) {
        const routePath = paths[name];
        const screen = byModule.get(module);
        if (!routePath || !screen) continue;
        const files = closure(screen);
        preloads[routePath] = [
          `<${base}${THEME_SCRIPT}>; rel=preload; as=script`,
          ...first.map((file) => linkTo(base + file)),
          ...[...files].map((file) => linkTo(base + file)),
        ];
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });

      // A members' screen sends a sure guest to login before drawing anything: for a page asked without the
      // "may be signed in" cookie, the server sends login's files instead (decision 0090).
      const login = preloads[ROUTE_PATHS.login] ?? [];
      const forGuests: Record<string, string[]> = {};
      for (const [name, routePath] of Object.entries(ROUTE_PATHS))
        if (isMembersOnly(name as RouteName)) forGuests[routePath] = login;
      this.emitFile({ type: 'asset', fileName: 'guest-preloads.json', source: JSON.stringify(forGuests) });

      // What a stored language adds before the first render, by catalogue name (ur, ko): its catalogue and
      // the module listing its fonts.
      const fonts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/shared/i18n/language-fonts.ts'));
      // English's entry is the screens' texts, which every screen but home draws with (the server adds it).
      const languages: Record<string, string[]> = {
        en: [...closure(texts)].map((file) => linkTo(base + file)),
      };
      for (const chunk of chunks) {
        const name = chunk.facadeModuleId?.match(/\/locales\/([a-z]+)\.json$/)?.[1];
        if (!name || name === 'en') continue;
        languages[name] = [...closure(fonts, closure(chunk))].map((file) => linkTo(base + file));
      }
      this.emitFile({ type: 'asset', fileName: 'language-preloads.json', source: JSON.stringify(languages) });
    },
  };
}
