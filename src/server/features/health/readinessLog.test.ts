import { describe, expect, it } from 'vitest';
import { NOT_READY_MESSAGES, type Readiness, SHUTTING_DOWN } from './readiness';
import { readinessReporter } from './readinessLog';

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
  };
}

const ready: Readiness = { ready: true };
const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432');
const unreachable: Readiness = {
  ready: false,
  code: 'DATABASE_UNREACHABLE',
  message: NOT_READY_MESSAGES.unreachable,
  cause: refused,
};
const pending: Readiness = {
  ready: false,
  code: 'MIGRATIONS_PENDING',
  message: NOT_READY_MESSAGES.pending(['0022_jobs']),
};

describe('readinessReporter', () => {
  it('says nothing while the server stays ready', () => {
    const log = recordingLog();
    const report = readinessReporter(log);
    for (let probe = 0; probe < 3; probe += 1) report(ready);
    expect(log.lines).toEqual([]);
  });

  it('warns once when the server stops being ready, with the reason and the error, and once when it is back', () => {
    const log = recordingLog();
    const report = readinessReporter(log);
    report(ready);
    report(unreachable);
    report(unreachable);
    report(ready);
    report(ready);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: {
          code: 'DATABASE_UNREACHABLE',
          reason: 'The database did not answer.',
          err: refused,
        },
        message: 'this server is not ready',
      },
      {
        level: 'warn',
        details: { previous: 'DATABASE_UNREACHABLE' },
        message: 'this server is ready again',
      },
    ]);
  });

  it('warns about a server not ready from its first probe, and about each new reason', () => {
    const log = recordingLog();
    const report = readinessReporter(log);
    report(pending);
    report(unreachable);
    expect(log.lines.map((line) => [line.level, line.details])).toEqual([
      [
        'warn',
        {
          code: 'MIGRATIONS_PENDING',
          reason: '1 database migration is not applied: 0022_jobs.',
          err: undefined,
        },
      ],
      [
        'warn',
        { code: 'DATABASE_UNREACHABLE', reason: 'The database did not answer.', err: refused },
      ],
    ]);
  });

  it('only notes a shutdown, which is expected', () => {
    const log = recordingLog();
    const report = readinessReporter(log);
    report(ready);
    report(SHUTTING_DOWN);
    report(SHUTTING_DOWN);
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ['info', 'this server is not ready'],
    ]);
  });
});
