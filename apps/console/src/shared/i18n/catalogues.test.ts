import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhCN from '../../i18n/locales/zh-CN.json';

const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('console catalogues', () => {
  it('Simplified Chinese has every English text, and no text is left empty', () => {
    expect(keysOf(zhCN).sort()).toEqual(keysOf(en).sort());
    for (const catalogue of [en, zhCN]) {
      expect(JSON.stringify(catalogue)).not.toMatch(/:\s*""/);
    }
  });
});
