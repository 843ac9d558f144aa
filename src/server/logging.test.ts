import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, serializeError, withSerializedErrors } from './logging';

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

  it.each([
    ['22P02', 'invalid input syntax for type uuid: "ada@example.com"', undefined],
    ['23505', 'duplicate key value violates unique constraint "users_email"', 'users_email'],
    ['23514', 'new row for relation "users" violates check constraint: ada@example.com', 'x'],
  ])(
    'keeps only the code and constraint of a %s error, whose message may quote the input',
    (code, text, constraint) => {
      const error = Object.assign(new Error(text), { code, constraint, detail: 'ada@example.com' });
      const serialized = serializeError(new DrizzleQueryError('select $1', ['ada'], error));
      expect(serialized.cause).toMatchObject({
        code,
        message: `database error ${code}: [redacted]`,
      });
      if (constraint) expect(serialized.cause?.constraint).toBe(constraint);
      expect(JSON.stringify(serialized)).not.toContain('ada@example.com');
      expect(JSON.stringify(serialized)).not.toContain(text);
    },
  );

  it('keeps the message of other database errors, which quote no input', () => {
    const error = Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
    expect(serializeError(error).message).toBe('relation "users" does not exist');
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

describe('withSerializedErrors', () => {
  it('serializes the errors among console details and keeps the other values', () => {
    const error = new DrizzleQueryError('select $1', ['ada@example.com'], databaseError());
    const details = withSerializedErrors({ err: error, itemId: 7 });
    expect(details).toMatchObject({
      err: { message: 'Failed query: select $1\nparams: [redacted]' },
    });
    expect(details.itemId).toBe(7);
    expect(JSON.stringify(details)).not.toContain('ada@example.com');
  });
});
