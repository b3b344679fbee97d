// Lighthouse (mobile preset: simulated mid-range phone, slow 4G, 4x CPU) on the player app's key pages in
// English and Urdu: the median of three runs per page for performance, LCP, TBT and CLS, and the
// accessibility, best-practices and SEO scores. Each run is a fresh browser (nothing cached but the language).
// The preset's 4x CPU slowdown assumes a host with a BenchmarkIndex of about 1,530. The bench first measures this
// host's BenchmarkIndex and prints it with the slowdown Lighthouse's own calculator gives for it
// (docs/throttling.md, "Calibrating the CPU slowdown"), so figures from different hosts can be told apart.
// LIGHTHOUSE_CPU_SLOWDOWN=calibrated measures with that slowdown, =6 with 6x; LIGHTHOUSE_PAGES=/m/login,/m/home
// measures some pages only; LIGHTHOUSE_URL=http://host:port measures a server already running instead of
// starting the built one. Each row also prints TBT@cpu and stretch, the page's own cost and what the host added
// to it, from the same runs' traces (lib/main-thread-cpu.mjs, decision 0106).
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './lib/built-server.mjs';
import { mainThreadAfterFcp } from './lib/main-thread-cpu.mjs';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/m/home',
  '/m/gameList?gameType=RNG',
  '/m/login',
  '/m/member/home',
];
const LANGUAGES = ['en', 'ur'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROMIUM_ARGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'];

const { version } = createRequire(import.meta.url)('lighthouse/package.json');
const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL, stop: async () => {} }
  : await startBuiltServer({ NODE_ENV: 'production' });

/** The CPU slowdown that makes this host a mid-tier phone: lighthouse-cpu-throttling-calculator's table. */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

async function run(url, language, cpuSlowdownMultiplier) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    // The language is the player's stored choice; a plain text page of the origin is enough to store it.
    await page.goto(`${server.url}/robots.txt`);
    // Stored as the app stores a choice (a LanguageCode, upper case: a lower-case code is no language to it):
    // in local storage, and in the cookie that tells the server (decision 0085).
    const code = language.toUpperCase();
    await page.evaluate((stored) => localStorage.setItem('lobby.language', stored), code);
    await page.setCookie({ name: 'lobby.language', value: code, url: server.url });
    const result = await lighthouse(
      url,
      {
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
        logLevel: 'error',
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      },
      undefined,
      page,
    );
    const { audits, categories } = result.lhr;
    const mainThread = mainThreadAfterFcp(
      result.artifacts.Trace?.traceEvents ?? [],
      cpuSlowdownMultiplier ?? 4,
    );
    return {
      blockingAtCpu: mainThread.blockingAtCpu,
      stretch: mainThread.stretch,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      performance: Math.round(categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

try {
  // Three short runs of a small page: the median BenchmarkIndex of this host, as Lighthouse measures it.
  const probes = [];
  for (let i = 0; i < 3; i += 1) probes.push(await run(`${server.url}/robots.txt`, 'en'));
  const benchmarkIndex = median(probes.map((probe) => probe.benchmarkIndex));
  const calibrated = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
  const asked = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  const slowdown = asked === 'calibrated' ? calibrated : Number(asked) > 0 ? Number(asked) : 4;
  console.log(`Lighthouse ${version}, mobile preset, median of ${RUNS} runs, ${server.url}`);
  console.log(
    `CPU slowdown ${slowdown}x; host BenchmarkIndex ${benchmarkIndex.toFixed(0)}, ` +
      `for which Lighthouse's calculator gives ${calibrated}x (4x is meant for about 1,530)`,
  );
  console.log(
    'page                              lang  perf   LCP ms  TBT ms    CLS  a11y  b-p  SEO   TBT@cpu  stretch',
  );
  for (const path of PAGES) {
    for (const language of LANGUAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(`${server.url}${path}`, language, slowdown));
      const of = (name) => median(runs.map((result) => result[name]));
      console.log(
        [
          path.padEnd(33),
          language.padEnd(4),
          String(of('performance')).padStart(5),
          of('lcp').toFixed(0).padStart(8),
          of('tbt').toFixed(0).padStart(7),
          of('cls').toFixed(3).padStart(6),
          String(of('accessibility')).padStart(5),
          String(of('bestPractices')).padStart(4),
          String(of('seo')).padStart(4),
          of('blockingAtCpu').toFixed(0).padStart(9),
          of('stretch').toFixed(2).padStart(8),
        ].join(' '),
      );
    }
  }
  console.log(
    'TBT@cpu: total blocking time counted as Lighthouse counts it, from the main-thread tasks after first\n' +
      "contentful paint at their thread (CPU) time times the slowdown. stretch: those tasks' wall time over their\n" +
      'thread time (waiting for a core, tracing). Diagnostics beside the budget, not the budget (decision 0106).',
  );
} finally {
  await server.stop();
}
