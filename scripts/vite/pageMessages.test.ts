import { describe, expect, it } from 'vitest';
import { idsNamedIn } from './pageMessages';

const known = [
  'bookings.status.pending',
  'bookings.status.confirmed',
  'bookings.bookNow',
  'items.notFound',
];

describe('idsNamedIn', () => {
  it('finds whole ids in built code, whatever the quotes', () => {
    const code = `a._("bookings.bookNow");b=['items.notFound'];c="items.unknown";d="items.tsx"`;
    expect([...idsNamedIn(code, known)].sort()).toEqual(['bookings.bookNow', 'items.notFound']);
  });

  it('takes every id under a prefix the code completes, as a template or by joining', () => {
    // Built code's own template literal, written here as plain text.
    const template = ['a._(`bookings.status.$', '{s}`)'].join('');
    const joined = 'a._("bookings.status."+s)';
    const statuses = ['bookings.status.confirmed', 'bookings.status.pending'];
    expect([...idsNamedIn(template, known)].sort()).toEqual(statuses);
    expect([...idsNamedIn(joined, known)].sort()).toEqual(statuses);
  });

  it('finds nothing in code that names no message', () => {
    expect(idsNamedIn('const a = "hello.world"; import("./x.js")', known).size).toBe(0);
  });
});
