import type { FastifyServerOptions } from 'fastify';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

const CENSOR = '[redacted]';

/**
 * Fields of an error (and of its cause) that describe what failed without carrying what was
 * sent: database errors keep their code, constraint and table, never `detail` (which quotes the
 * conflicting values), `params` or `query` parameters; HTTP errors keep their status.
 */
const KEPT_ERROR_FIELDS = [
  'code',
  'statusCode',
  'status',
  'constraint',
  'table',
  'column',
  'severity',
  'routine',
] as const;

/** A cause chain deeper than this is cut: it only repeats what is already there. */
const MAX_CAUSE_DEPTH = 4;

/** Drizzle's query errors append the query's parameters to their message. */
function withoutParameters(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, `\nparams: ${CENSOR}`);
}

/**
 * PostgreSQL quotes the input in the messages of data exceptions (SQLSTATE class 22:
 * `invalid input syntax for type uuid: "..."`) and of integrity violations (class 23, whose
 * detail names the conflicting key and value): of those, only the code and constraint are kept.
 */
const VALUE_QUOTING_SQLSTATE = /^2[23][0-9A-Z]{3}$/;

function safeMessageOf(error: Error): string {
  const code: unknown = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && VALUE_QUOTING_SQLSTATE.test(code)) {
    return `database error ${code}: ${CENSOR}`;
  }
  return withoutParameters(error.message);
}

/** The stack's frames under the cleaned message; the original first lines repeat the message. */
function cleanStack(name: string, message: string, stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${name}: ${message}`, ...frames].join('\n');
}

/** What the log keeps of a thrown value: its kind, a message without parameters, its frames. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = 'a non-Error value was thrown';
    return { type: typeof error, message, stack: message };
  }
  const message = safeMessageOf(error);
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message,
    stack: cleanStack(error.name, message, error.stack),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** The safe text of an error, for places that store it outside the log (a retry's last error). */
export function errorMessageOf(error: unknown): string {
  return serializeError(error).message;
}

/**
 * Log details for a plain console (the command-line tools, which have no logger), with every
 * error in them serialized as the logger would.
 */
export function withSerializedErrors(details: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? serializeError(value) : value,
    ]),
  );
}

/**
 * Paths censored wherever a log call might put them: credentials in headers, secrets and
 * personal data in bodies or objects handed to the logger. Request bodies are never logged.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'password',
  'passwordHash',
  'token',
  'cardNumber',
  'cvc',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.tokenHash',
  '*.cardNumber',
  '*.cvc',
  '*.body',
  '*.params',
];

/**
 * The one logger configuration of the server, used by main.ts and by the tests that check it:
 * redaction and the error serializer are set here only.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError },
    ...(stream && { stream }),
  };
}
