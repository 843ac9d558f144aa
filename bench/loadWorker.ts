import autocannon from 'autocannon';

/** A request other than a plain GET: a sign-in, a booking, a message. */
export interface LoadTarget {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadRequest {
  url: string;
  /** Each request takes the next path, round and round, so that queries vary. */
  paths: (string | LoadTarget)[];
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Bytes received a second, headers included. */
  bytesPerSecond: number;
  /** Non-2xx answers plus socket errors (timeouts among them). */
  failures: number;
  non2xx: number;
  /** Sockets that failed or timed out without an answer. */
  errors: number;
  timeouts: number;
  /** Answers by status code: { '200': 1234, '409': 2 }. */
  statusCodes: Record<string, number>;
}

function asRequest(target: string | LoadTarget | undefined) {
  if (typeof target !== 'object') return { path: target };
  return {
    method: target.method,
    path: target.path,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
  };
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
          const target = request.paths[next % request.paths.length];
          next += 1;
          return { ...outgoing, ...asRequest(target) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerSecond: result.throughput.average,
    failures: result.errors + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}

process.once('message', async (request: LoadRequest) => {
  process.send?.(await measure(request));
  process.disconnect();
});
