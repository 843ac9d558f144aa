import { startS3Server } from '../tests/api/support/s3Server';

/** What the bench sends: the buckets to create before s3rver reports its address. */
export interface S3WorkerRequest {
  buckets: string[];
}

/** s3rver in its own process, so that its CPU time is not counted as the server's. */
process.once('message', async ({ buckets }: S3WorkerRequest) => {
  const server = await startS3Server(buckets);
  process.send?.(server.endpoint);
  // The bench disconnecting is the signal to stop; s3rver removes its folder as it closes.
  process.once('disconnect', () => {
    void server.close();
  });
});
