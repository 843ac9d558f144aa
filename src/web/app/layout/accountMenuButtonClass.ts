/** The avatar button's look, the same before and after the account menu's code has loaded. */
export const accountMenuButtonClass =
  'flex items-center rounded-full ring-offset-2 hover:ring-2 hover:ring-emerald-200';
