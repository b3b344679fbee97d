import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

type LockedPackage = { engines?: { node?: string } };

describe('the lock file', () => {
  it('holds only packages that run on the Node version the project supports (npm ci warns of no engine)', () => {
    const supported = semver.minVersion(readJson('package.json').engines.node);
    if (!supported) throw new Error('package.json names no Node version');
    const packages = Object.entries(readJson('package-lock.json').packages as Record<string, LockedPackage>);

    const refusing = packages
      .filter(([, locked]) => locked.engines?.node !== undefined)
      .filter(([, locked]) => !semver.satisfies(supported, locked.engines?.node ?? '*'))
      .map(([name, locked]) => `${name} wants node ${locked.engines?.node}`);

    expect(refusing).toEqual([]);
  });
});
