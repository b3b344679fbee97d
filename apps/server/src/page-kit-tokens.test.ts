import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_KIT_DIR } from './paths.ts';

const WEB_TOKENS = fileURLToPath(new URL('../../web/src/shared/styles/tokens.css', import.meta.url));

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The custom properties of each innermost rule, keyed by its selector, after its @media condition when it has
 * one (comments and spacing dropped).
 */
function tokensOf(file: string): Map<string, Map<string, string>> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Map<string, string>>();
  const blocks = [...css.matchAll(/(@media[^{]+)\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)];
  const top = blocks.reduce((rest, [block]) => rest.replace(block, ''), css);
  const scoped = [['', top], ...blocks.map(([, media = '', body = '']) => [`${squeeze(media)} `, body])];
  for (const [media = '', part = ''] of scoped)
    for (const [, selector = '', body = ''] of part.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const properties = new Map<string, string>();
      for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
        properties.set(name, squeeze(value));
      if (properties.size > 0) rules.set(`${media}${squeeze(selector)}`, properties);
    }
  return rules;
}

describe('the plain pages’ design tokens', () => {
  const web = tokensOf(WEB_TOKENS);
  const kit = tokensOf(path.join(PAGE_KIT_DIR, 'tokens.css'));

  it('are the app’s: every token the pages define has the app’s value in the same rule', () => {
    expect(kit.size).toBeGreaterThan(0);
    for (const [selector, properties] of kit) {
      const app = web.get(selector);
      expect(app, selector).toBeDefined();
      for (const [name, value] of properties) expect(app?.get(name), `${selector} ${name}`).toBe(value);
    }
  });

  it('cover every colour of both themes', () => {
    for (const [selector, properties] of web) {
      const colours = [...properties.keys()].filter((name) => name.startsWith('--color-'));
      for (const name of colours) expect(kit.get(selector)?.has(name), `${selector} ${name}`).toBe(true);
    }
  });
});
