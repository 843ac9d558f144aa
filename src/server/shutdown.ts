/** One part of the process that must end before it exits, named for the log. */
export interface ShutdownStep {
  name: string;
  run(): Promise<void>;
}

export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownOptions {
  /** Run one after another, in this order. */
  steps: ShutdownStep[];
  /** Past this, whatever still runs is given up on and the process exits non-zero. */
  deadlineMs: number;
  log: ShutdownLog;
  exit(code: number): void;
}

/**
 * The one way this process ends on a signal: each step in turn, then exit 0. A step that fails
 * is logged and the next still runs (the database must close even when the server did not), and
 * the exit is then 1. A step still running at the deadline is named in the log and the process
 * exits 1 at once, so an orchestrator never has to kill it without a word.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  let started = false;

  return async function shutdown(signal: string): Promise<void> {
    if (started) {
      options.log.info({ signal }, 'already shutting down');
      return;
    }
    started = true;
    options.log.info({ signal, deadlineMs: options.deadlineMs }, 'shutting down');

    let current = 'the first step';
    let finished = false;
    const watchdog = setTimeout(() => {
      finished = true;
      options.log.error(
        { step: current, deadlineMs: options.deadlineMs },
        `shutdown did not finish within ${options.deadlineMs} ms: still waiting for ${current}`,
      );
      options.exit(1);
    }, options.deadlineMs);

    let failed = false;
    for (const step of options.steps) {
      current = step.name;
      try {
        await step.run();
      } catch (error) {
        failed = true;
        options.log.error({ err: error, step: step.name }, `shutdown: ${step.name} failed`);
      }
      if (finished) return;
    }
    finished = true;
    clearTimeout(watchdog);
    options.log.info({ signal }, 'shut down');
    options.exit(failed ? 1 : 0);
  };
}
