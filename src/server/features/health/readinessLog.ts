import type { NotReadyCode, Readiness } from './readiness';

/** Where readiness changes are reported (the app's logger). */
export interface ReadinessLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Reports each change of this process's readiness once: the probes themselves log nothing
 * below a warning, so without this a proxy taking the server out of rotation, and the reason,
 * would leave no trace in its log. A shutdown is expected and only noted.
 */
export function readinessReporter(log: ReadinessLog): (readiness: Readiness) => void {
  let last: true | NotReadyCode | undefined;
  return (readiness) => {
    const state = readiness.ready ? true : readiness.code;
    if (state === last) return;
    const previous = last;
    last = state;
    if (readiness.ready) {
      if (previous !== undefined) log.warn({ previous }, 'this server is ready again');
      return;
    }
    const details = { code: readiness.code, reason: readiness.message, err: readiness.cause };
    if (readiness.code === 'SHUTTING_DOWN') log.info(details, 'this server is not ready');
    else log.warn(details, 'this server is not ready');
  };
}
