// Lighthouse (mobile preset: simulated mid-range phone, slow 4G, 4x CPU) on the player app's key pages in
// English and Urdu: the median of three runs per page for performance, LCP, TBT and CLS, and the
// accessibility, best-practices and SEO scores. Each run is a fresh browser (nothing cached but the language).
// LIGHTHOUSE_URL=http://host:port measures a server already running instead of starting the built one;
// LIGHTHOUSE_PAGES=/m/home,/m/login measures only those pages.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './lib/built-server.mjs';

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

async function run(url, language) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    // The language is the player's stored choice; a plain text page of the origin is enough to store it.
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate((code) => localStorage.setItem('lobby.language', code), language);
    const result = await lighthouse(
      url,
      { onlyCategories: CATEGORIES, disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    const { audits, categories } = result.lhr;
    return {
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
  console.log(`Lighthouse ${version}, mobile preset, median of ${RUNS} runs, ${server.url}`);
  console.log('page                              lang  perf   LCP ms  TBT ms    CLS  a11y  b-p  SEO');
  for (const path of PAGES) {
    for (const language of LANGUAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(`${server.url}${path}`, language));
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
        ].join(' '),
      );
    }
  }
} finally {
  await server.stop();
}
