import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { loadedFrom } from './loadedFrom';

describe('loadedFrom', () => {
  it('tells loading, loaded, missing (404) and failed apart', () => {
    expect(loadedFrom({ status: 'pending', data: undefined, error: null })).toEqual({
      state: 'loading',
    });
    expect(loadedFrom({ status: 'success', data: 7, error: null })).toEqual({
      state: 'loaded',
      value: 7,
    });
    const notFound = new ApiError(404, 'NOT_FOUND', 'Item not found');
    expect(loadedFrom({ status: 'error', data: undefined, error: notFound })).toEqual({
      state: 'missing',
    });
    const down = new ApiError(500, 'INTERNAL', 'Something went wrong');
    expect(loadedFrom({ status: 'error', data: undefined, error: down })).toEqual({
      state: 'failed',
    });
    const offline = new ApiError(0, 'NETWORK', 'Could not reach the server');
    expect(loadedFrom({ status: 'error', data: undefined, error: offline })).toEqual({
      state: 'failed',
    });
  });
});
