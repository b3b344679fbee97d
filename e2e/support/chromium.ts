import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

const canInstallWithApt = (): boolean => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Finds Chromium (CHROME_PATH, else Debian's /usr/bin/chromium). Where none is installed and we are root
 * with apt, installs Debian's package; otherwise stops the run with a message saying what to do.
 */
export function findChromium(): string {
  const path = process.env.CHROME_PATH ?? DEFAULT_PATH;
  if (existsSync(path)) return path;
  if (!process.env.CHROME_PATH && canInstallWithApt()) {
    console.warn('Chromium not found: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `End-to-end tests need Chromium and found none at ${path}. Install it (Debian: apt-get install chromium) ` +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for a headless Chromium run as root on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
