import { ApiError } from '../../lib/api';
import type { Loaded } from './reviewAccess';

interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/** A query as the review screen's decision reads it: a 404 means the item is not there. */
export function loadedFrom<T>(query: QueryLike<T>): Loaded<T> {
  if (query.status === 'pending') return { state: 'loading' };
  if (query.status === 'error' || query.data === undefined) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return { state: missing ? 'missing' : 'failed' };
  }
  return { state: 'loaded', value: query.data };
}
