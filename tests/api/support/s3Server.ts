import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks request signatures against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process, on the loopback and a port of the system's choosing,
 * keeping its objects in a folder of its own that closing removes; `buckets` exist from the start.
 */
export async function startS3Server(buckets: string[] = []): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'lendwell-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
