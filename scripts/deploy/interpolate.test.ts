// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose's ${NAME} syntax, not templates
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  const variables = { SET: 'value', EMPTY: '' };

  it('replaces braced and bare references, and $$ with a dollar sign', () => {
    expect(interpolate('a ${SET} $SET $$SET', variables)).toBe('a value value $SET');
  });

  it('leaves an unknown variable empty', () => {
    expect(interpolate('[${MISSING}]', variables)).toBe('[]');
  });

  it('takes :- defaults for unset or empty variables, - defaults for unset ones only', () => {
    expect(interpolate('${MISSING:-fallback}', variables)).toBe('fallback');
    expect(interpolate('${EMPTY:-fallback}', variables)).toBe('fallback');
    expect(interpolate('${EMPTY-fallback}', variables)).toBe('');
    expect(interpolate('${SET:-fallback}', variables)).toBe('value');
    expect(interpolate('postgres://u:${MISSING:-local-only}@db:5432/x', variables)).toBe(
      'postgres://u:local-only@db:5432/x',
    );
  });

  it('gives the alternative only when the variable is set', () => {
    expect(interpolate('${SET:+yes}', variables)).toBe('yes');
    expect(interpolate('${EMPTY:+yes}', variables)).toBe('');
    expect(interpolate('${EMPTY+yes}', variables)).toBe('yes');
  });

  it('leaves a required variable empty when it is unset', () => {
    expect(interpolate('${MISSING:?set it}', variables)).toBe('');
    expect(interpolate('${SET:?set it}', variables)).toBe('value');
  });
});
