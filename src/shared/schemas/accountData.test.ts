import { describe, expect, it } from 'vitest';
import { DELETION_BLOCKERS } from '../accountDeletion';
import {
  DELETION_REFUSAL_CODES,
  DELETION_REFUSAL_MESSAGES,
  deleteAccountSchema,
  exportFileName,
} from './accountData';

describe('account schemas', () => {
  it('names the archive after the day it was made', () => {
    expect(exportFileName('2030-06-15T23:59:59.000Z')).toBe('lendwell-my-data-2030-06-15.json');
  });

  it('gives each reason for keeping an account its own code and message', () => {
    const codes = DELETION_BLOCKERS.map((blocker) => DELETION_REFUSAL_CODES[blocker]);
    const texts = DELETION_BLOCKERS.map((blocker) => DELETION_REFUSAL_MESSAGES[blocker]);
    expect(new Set(codes).size).toBe(DELETION_BLOCKERS.length);
    expect(new Set(texts).size).toBe(DELETION_BLOCKERS.length);
  });

  it('asks for the password', () => {
    expect(deleteAccountSchema.safeParse({ password: '' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({}).success).toBe(false);
    expect(deleteAccountSchema.parse({ password: 'Secret123!' })).toEqual({
      password: 'Secret123!',
    });
  });
});
