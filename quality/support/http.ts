export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { text };
  }
}

/** One JSON request; a socket error is answered as status 0, so callers can count it. */
export async function api<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.body instanceof Uint8Array) body = new Uint8Array(options.body);
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body });
    return { status: response.status, body: parseJson(await response.text()) as T };
  } catch {
    return { status: 0, body: {} as T };
  }
}

/** As `api`, but anything other than the expected status stops the script. */
export async function expectStatus<T = Record<string, unknown>>(
  expected: number,
  ...request: Parameters<typeof api>
): Promise<T> {
  const answer = await api<T>(...request);
  if (answer.status !== expected) {
    throw new Error(
      `${request[1]} ${request[2]} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}
