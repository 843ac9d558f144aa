import { API_CLIENT_TIMEOUT_MS } from '../../shared/constants';
import { ACCOUNT_SUSPENDED, DISCLAIMER_NOT_ACCEPTED } from '../../shared/errorCodes';
import type { ApiErrorBody } from '../../shared/errors';
import { i18n } from './i18n';
import { locale } from './locale';
import { sessionStore } from './sessionStore';

const API_BASE = '/api';

/** Any failed call: `status` 0 means the server was not reached (network or timeout). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get reachedServer(): boolean {
    return this.status > 0;
  }
}

/** `notice`: the server's words on why the session ended, when it said (a suspension). */
type UnauthorizedHandler = (notice?: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The auth provider registers what a 401 on an authenticated call does: sign out and go to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * The server refused `token`: when it is still the session kept here, the tab signs out. One
 * already replaced (signed out, signed in again, account deleted) needs no second sign-out.
 */
export function sessionRefused(token: string, notice?: string): void {
  if (token === sessionStore.token()) onUnauthorized(notice);
}

/** Why a refused session ended, in the server's words, when that is worth telling its holder. */
export function sessionEndNotice(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === ACCOUNT_SUSPENDED ? error.message : undefined;
}

let onDisclaimerRequired: () => void = () => {};

/** The layout registers what a refusal for want of the accepted disclaimer does: ask for it. */
export function setDisclaimerRequiredHandler(handler: () => void): void {
  onDisclaimerRequired = handler;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && 'code' in value;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For calls whose 401 the caller handles itself (restoring or ending a session). */
  ignoreUnauthorized?: boolean;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = sessionStore.token();
  // The server writes its refusals in the language chosen here, not the browser's first one.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': locale,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(API_CLIENT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', i18n._('errors.timeout'));
    throw new ApiError(0, 'NETWORK', i18n._('errors.network'));
  }

  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  const suspended = isErrorBody(payload) && payload.code === ACCOUNT_SUSPENDED;
  if (response.status === 401 && token !== null && !options.ignoreUnauthorized) {
    sessionRefused(token, suspended ? payload.error : undefined);
  }
  if (isErrorBody(payload)) {
    if (response.status === 403 && payload.code === DISCLAIMER_NOT_ACCEPTED) onDisclaimerRequired();
    throw new ApiError(response.status, payload.code, payload.error, payload.field);
  }
  throw new ApiError(response.status, 'HTTP_ERROR', '');
}

/**
 * What to tell the user about a failed call: the server's own words when it gave some,
 * `failed` when it answered without any, and `thrown` when the call never got an answer.
 */
export function errorText(error: unknown, fallbacks: { failed: string; thrown: string }): string {
  if (error instanceof ApiError && error.reachedServer) return error.message || fallbacks.failed;
  return fallbacks.thrown;
}
