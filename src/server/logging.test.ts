import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, serializeError } from './logging';

function databaseError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    constraint: 'users_email',
    detail: 'Key (email)=(ada@example.com) already exists.',
    parameters: ['ada@example.com'],
  });
}

describe('serializeError', () => {
  it("keeps a query error's query and cause but drops its parameters and the cause's detail", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ada@example.com', '$argon2id$v=19$secret'],
      databaseError(),
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(serialized.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
    );
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'users_email' });
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('$argon2id');
    expect(serialized.stack).toMatch(/\[redacted\]\n\s+at /);
  });

  it('describes thrown values that are not errors without repeating them', () => {
    const serialized = serializeError('token abc');
    expect(serialized).toMatchObject({ type: 'string', message: 'a non-Error value was thrown' });
    expect(JSON.stringify(serialized)).not.toContain('abc');
  });

  it('gives the same clean message to places that store it', () => {
    const error = new DrizzleQueryError('select 1 where $1', ['secret'], undefined);
    expect(errorMessageOf(error)).toBe('Failed query: select 1 where $1\nparams: [redacted]');
  });

  it('cuts a cause chain that never ends', () => {
    const looping = new Error('outer');
    looping.cause = looping;
    let depth = 0;
    for (let level = serializeError(looping); level.cause; depth += 1) {
      level = level.cause;
    }
    expect(depth).toBe(4);
  });
});
