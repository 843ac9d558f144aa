import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  const standard = createPasswordHasher('standard');
  const cheap = createPasswordHasher('test');

  it('hashes at the standard cost unless asked for the test cost', async () => {
    expect(await createPasswordHasher().hash('Str0ng!pass')).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
    expect(await cheap.hash('Str0ng!pass')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it('verifies a hash of either cost, whichever cost the verifier hashes at', async () => {
    const standardHash = await standard.hash('Str0ng!pass');
    const cheapHash = await cheap.hash('Str0ng!pass');
    expect(await cheap.verify(standardHash, 'Str0ng!pass')).toBe(true);
    expect(await standard.verify(cheapHash, 'Str0ng!pass')).toBe(true);
    expect(await cheap.verify(cheapHash, 'wrong')).toBe(false);
    expect(await standard.verify('not a hash', 'Str0ng!pass')).toBe(false);
  });

  it('keeps one decoy hash at its own cost, matching no password', async () => {
    const decoy = await cheap.decoyHash();
    expect(await cheap.decoyHash()).toBe(decoy);
    expect(decoy).toMatch(/m=8,t=1/);
    expect(await cheap.verify(decoy, '')).toBe(false);
  });
});
