import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadResult } from './loadWorker';

/** Runs autocannon in a child process, so that generating load does not slow the server. */
export function runLoad(request: LoadRequest): Promise<LoadResult> {
  // The child inherits tsx's loader through execArgv.
  const child = fork(fileURLToPath(new URL('./loadWorker.ts', import.meta.url)), {
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(request);
  });
}
