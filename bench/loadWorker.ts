import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  /** Each request takes the next path, round and round, so that queries vary. */
  paths: string[];
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

/** Runs in its own process, so that generating load does not slow the server's event loop. */
async function measure(request: LoadRequest): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.durationSeconds,
    requests: [
      {
        setupRequest: (outgoing) => {
          const path = request.paths[next % request.paths.length];
          next += 1;
          return { ...outgoing, path };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.non2xx,
  };
}

process.once('message', async (request: LoadRequest) => {
  process.send?.(await measure(request));
  process.disconnect();
});
