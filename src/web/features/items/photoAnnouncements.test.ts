import type { Active, Over } from '@dnd-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { photoAnnouncements } from './photoAnnouncements';

beforeAll(() => loadMessages('shell'));

const photos = [
  { key: 'k-red', name: 'red.jpg' },
  { key: 'k-blue', name: 'blue.jpg' },
  { key: 'k-green', name: 'green.jpg' },
];
const announce = photoAnnouncements(photos);
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('what a screen reader hears while a photo moves', () => {
  it('names the photo and its place, not the internal id', () => {
    expect(announce.onDragStart({ active: active('k-blue') })).toBe(
      'Picked up photo blue.jpg in place 2 of 3.',
    );
    expect(announce.onDragOver({ active: active('k-blue'), over: over('k-red') })).toBe(
      'Photo blue.jpg is over place 1 of 3.',
    );
    expect(announce.onDragOver({ active: active('k-blue'), over: over('k-blue') })).toBe(
      'Photo blue.jpg is over its own place, 2 of 3.',
    );
    expect(announce.onDragOver({ active: active('k-blue'), over: null })).toBe(
      'Photo blue.jpg is not over a place.',
    );
  });

  it('says when a drop makes the photo the main one', () => {
    expect(announce.onDragEnd({ active: active('k-green'), over: over('k-red') })).toBe(
      'Photo green.jpg dropped in place 1 of 3. It is the main photo.',
    );
    expect(announce.onDragEnd({ active: active('k-red'), over: over('k-green') })).toBe(
      'Photo red.jpg dropped in place 3 of 3.',
    );
    expect(announce.onDragEnd({ active: active('k-red'), over: null })).toBe(
      'Photo red.jpg dropped where it was.',
    );
  });

  it('says a cancelled move leaves the photo where it was', () => {
    expect(announce.onDragCancel({ active: active('k-blue'), over: over('k-red') })).toBe(
      'Moving photo blue.jpg cancelled. It stays in place 2 of 3.',
    );
  });
});
