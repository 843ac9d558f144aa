import type { Result } from 'lighthouse';

/** The figures kept from one Lighthouse run; scores are 0–100, times in ms, weight in bytes. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
}

export interface PageSummary {
  page: string;
  path: string;
  runs: RunFigures[];
  median: RunFigures;
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

export function figuresOf(result: Result): RunFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    bytes: numeric(result, 'total-byte-weight'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Each figure is the median of its own column, so one slow run moves no figure on its own. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    bytes: of('bytes'),
  };
}

/** The opportunities and failed audits worth reading first, heaviest first. */
export function findingsOf(result: Result): string[] {
  const findings: string[] = [];
  for (const audit of Object.values(result.audits)) {
    const savingsMs = audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0;
    const failed =
      audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative';
    if (failed || savingsMs > 0) {
      findings.push(
        `${audit.id}: ${audit.displayValue ?? ''} (score ${audit.score ?? '–'}, LCP/FCP saving ${Math.round(savingsMs)} ms)`,
      );
    }
  }
  return findings.sort();
}

const number = new Intl.NumberFormat('en-US');

function row(summary: PageSummary): string {
  const m = summary.median;
  const spread = summary.runs.map((run) => run.performance).join(', ');
  return `| ${summary.page} (\`${summary.path}\`) | ${m.performance} (${spread}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${number.format(Math.round(m.bytes / 1024))} KiB |`;
}

export function markdownTable(summaries: PageSummary[]): string {
  return [
    '| page | Performance (runs) | Accessibility | Best Practices | SEO | LCP | CLS | TBT | weight |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...summaries.map(row),
  ].join('\n');
}
