import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { type PhaseTiming, phasesReportPath, REPORT_DIR } from './reportFiles';

/**
 * `npm test`: every check in turn, stopping at the first that fails. The short checks (lint and
 * the type check use one core each; unit tests and the bundle budget take seconds) run side by
 * side; the API and journey runners spread over both cores by themselves. Each phase's time
 * goes to `npm run test:profile`.
 */
const STEPS: string[][] = [
  ['lint', 'typecheck', 'test:unit', 'test:budget'],
  ['test:api'],
  ['test:e2e'],
];

interface Outcome extends PhaseTiming {
  output: string;
}

function runScript(script: string, step: number, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      resolve({
        phase: script,
        step,
        ms: Math.round(performance.now() - started),
        ok: code === 0,
        output,
      }),
    );
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const started = performance.now();
const phases: PhaseTiming[] = [];
let failed = false;
for (const [step, scripts] of STEPS.entries()) {
  const alone = scripts.length === 1;
  if (!alone) console.log(`> ${scripts.join(' & ')}`);
  const outcomes = await Promise.all(scripts.map((script) => runScript(script, step, alone)));
  for (const outcome of outcomes) {
    if (!alone) process.stdout.write(outcome.output);
    phases.push({ phase: outcome.phase, step, ms: outcome.ms, ok: outcome.ok });
  }
  if (outcomes.some((outcome) => !outcome.ok)) {
    failed = true;
    break;
  }
}
writeFileSync(phasesReportPath(), JSON.stringify(phases));
console.log(
  `\nnpm test ${failed ? 'failed' : 'passed'} in ${minutes(performance.now() - started)}:`,
);
for (const phase of phases) {
  console.log(`  ${phase.ok ? ' ' : '✗'} ${phase.phase.padEnd(12)} ${minutes(phase.ms)}`);
}
process.exitCode = failed ? 1 : 0;
