/**
 * Compose's variable interpolation, for reading what a service's settings become: `$$` is a
 * dollar sign, `${NAME}` and `$NAME` the variable's value, `${NAME:-default}` the default when
 * the variable is unset or empty and `${NAME-default}` when it is unset, `${NAME:+other}` and
 * `${NAME+other}` the reverse; `${NAME:?message}` and `${NAME?message}` leave an unset variable
 * empty here (compose itself refuses to start then).
 */
const REFERENCE =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-+?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

export type Variables = Readonly<Record<string, string | undefined>>;

export function interpolate(text: string, variables: Variables): string {
  return text.replace(
    REFERENCE,
    (whole, braced?: string, colon?: string, operator?: string, word = '', bare?: string) => {
      if (whole === '$$') return '$';
      const value = variables[braced ?? bare ?? ''];
      const present = colon ? Boolean(value) : value !== undefined;
      if (operator === '-') return present ? (value ?? '') : word;
      if (operator === '+') return present ? word : '';
      return value ?? '';
    },
  );
}
