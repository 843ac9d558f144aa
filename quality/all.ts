/**
 * `npm run quality`: the four quality scripts one after another, each in its own process, and
 * at the end their figures together, ready for docs/quality.md (also written to
 * .tmp/quality-figures.md). `--quick` and `--db` are handed to every script.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIGURES_END, FIGURES_START, runScript } from './support/report';

const SCRIPTS = ['concurrency', 'load', 'crash', 'slow'] as const;
const OUTPUT = '.tmp/quality-figures.md';

function passedOn(): string[] {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, quick: { type: 'boolean', default: false } },
  });
  return [...(values.db ? ['--db', values.db] : []), ...(values.quick ? ['--quick'] : [])];
}

/** Runs one script, echoing what it prints; resolves to its exit code and its figures. */
function run(script: string, args: string[]): Promise<{ code: number; figures: string }> {
  const path = fileURLToPath(new URL(`./${script}.ts`, import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, path, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const start = output.indexOf(FIGURES_START);
      const end = output.indexOf(FIGURES_END);
      const figures =
        start >= 0 && end > start
          ? output.slice(start + FIGURES_START.length, end).trim()
          : `(quality:${script} printed no figures)`;
      resolve({ code: code ?? 1, figures });
    });
  });
}

async function main() {
  const args = passedOn();
  const sections: string[] = [];
  const failed: string[] = [];
  for (const script of SCRIPTS) {
    console.log(`\n=== quality:${script} ${args.join(' ')}`);
    const { code, figures } = await run(script, args);
    if (code !== 0) failed.push(script);
    sections.push(
      code === 0 ? figures : `${figures}\n\n**quality:${script} FAILED (exit ${code}).**`,
    );
  }
  const markdown = `${sections.join('\n\n')}\n`;
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(OUTPUT, markdown);
  console.log(`\n=== Figures for docs/quality.md (also in ${OUTPUT})\n\n${markdown}`);
  if (failed.length > 0) {
    console.log(`Failed: ${failed.map((script) => `quality:${script}`).join(', ')}`);
    process.exitCode = 1;
  } else console.log('Every quality script held its guarantees.');
}

runScript(main);
