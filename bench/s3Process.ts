import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { S3WorkerRequest } from './s3Worker';

export interface S3Process {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts s3rver in a child process with `buckets` already there; see s3Worker.ts. */
export function startS3Process(buckets: string[]): Promise<S3Process> {
  // The child inherits tsx's loader through execArgv.
  const child = fork(fileURLToPath(new URL('./s3Worker.ts', import.meta.url)), {
    execArgv: process.execArgv,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.connected) child.disconnect();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (endpoint: string) => {
      if (child.pid === undefined) return reject(new Error('s3rver has no process id'));
      resolve({ endpoint, pid: child.pid, stop });
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`s3rver exited with ${code} before it answered`)),
    );
    const request: S3WorkerRequest = { buckets };
    child.send(request);
  });
}
