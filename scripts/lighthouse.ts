// Lighthouse's mobile preset (simulated slow 4G and a mid-range phone's CPU), three runs on each
// main page of a freshly seeded server, medians written into docs/performance.md.
// Usage: npm run lighthouse [-- --runs 3 --port 5000]
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { SYSTEM_CHROMIUM } from './browser/choice';
import { itemWithPhotos, startServer } from './lighthouse/server';
import {
  figuresOf,
  findingsOf,
  markdownTable,
  medianFigures,
  type PageSummary,
} from './lighthouse/summary';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '5000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const reportDir = '.tmp/lighthouse';
const docPath = 'docs/performance.md';
const START_MARK = '<!-- lighthouse:start -->';
const END_MARK = '<!-- lighthouse:end -->';

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Lighthouse's trace now and then misses the navigation (NO_NAVSTART); such a run is redone. */
async function lighthouseRun(url: string, port: number, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result.lhr;
  if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
  console.log(`  ${failure.code} on ${url}: running again`);
  return lighthouseRun(url, port, attempts - 1);
}

async function measure(baseUrl: string, pages: [string, string][]): Promise<PageSummary[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const summaries: PageSummary[] = [];
    for (const [page, path] of pages) {
      const figures = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouseRun(`${baseUrl}${path}`, chrome.port);
        const name = `${page.toLowerCase().replace(/\W+/g, '-')}-${run}`;
        writeFileSync(`${reportDir}/${name}.json`, JSON.stringify(result));
        const figuresOfRun = figuresOf(result);
        figures.push(figuresOfRun);
        console.log(`${page} run ${run}: ${JSON.stringify(figuresOfRun)} (load ${load()})`);
        if (run === 1) for (const finding of findingsOf(result)) console.log(`  ${finding}`);
      }
      summaries.push({ page, path, runs: figures, median: medianFigures(figures) });
    }
    return summaries;
  } finally {
    chrome.kill();
  }
}

function writeSection(table: string, loadBefore: string, loadAfter: string): void {
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    START_MARK,
    `Measured ${date} UTC at commit ${commit}, median of ${runs} runs per page (each column its own`,
    `median; the Performance runs in brackets). Load average (1, 5, 15 min) of the 2-core machine:`,
    `${loadBefore} before, ${loadAfter} after.`,
    '',
    table,
    END_MARK,
  ].join('\n');
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START_MARK);
  const end = doc.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`${docPath} has no ${START_MARK} … ${END_MARK}`);
  writeFileSync(docPath, doc.slice(0, start) + section + doc.slice(end + END_MARK.length));
  // The project's formatter pads table columns; the page stays as `npm run lint` wants it.
  execSync(`npx biome format --write ${docPath}`, { stdio: 'ignore' });
  console.log(`Wrote the table into ${docPath}`);
}

mkdirSync(reportDir, { recursive: true });
const server = await startServer(Number(values.port));
try {
  const pages: [string, string][] = [
    ['Home', '/'],
    ['Listings', '/listings'],
    ['Item', await itemWithPhotos(server.baseUrl)],
    ['Login', '/login'],
  ];
  const loadBefore = load();
  const summaries = await measure(server.baseUrl, pages);
  const table = markdownTable(summaries);
  console.log(table);
  if (!values['no-write']) writeSection(table, loadBefore, load());
} finally {
  server.stop();
}
