import { type AppLocale, isAppLocale, pickLocale } from '../../shared/i18n/locales';

const CHOSEN_LOCALE_KEY = 'lendwell.locale';

function chosenLocale(): string | null {
  try {
    return localStorage.getItem(CHOSEN_LOCALE_KEY);
  } catch {
    // Storage refused (a private window's settings), or none at all: the languages decide.
    return null;
  }
}

/** The browser's languages, most wanted first; none where there is no browser. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/** A language chosen on this device, else the first of the browser's that the product speaks. */
function startingLocale(): AppLocale {
  const chosen = chosenLocale();
  return chosen && isAppLocale(chosen) ? chosen : pickLocale(browserLanguages());
}

/** The language of this page's words and of the server's answers to it. */
export const locale = startingLocale();
