import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts the textual form of a uuid in either case', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isUuid('general')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isUuid(' 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
  });
});
