import './marketplace';
import {
  type AppLocale,
  isAppLocale,
  type Locale,
  OWN_NAMES,
  PSEUDO_LOCALE,
  pickLocale,
} from '../../shared/i18n/locales';
import { marketplace, regionalLocale } from '../../shared/marketplace';

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

/**
 * The tag its dates, numbers and money are written with: the language in the marketplace's
 * country (English in Canada writes en-CA's dates), and the page's `lang`.
 */
export const formatLocale = regionalLocale(locale);

/**
 * A language named in itself as the marketplace's country speaks it: "American English" in the
 * US (written out, as asking Intl costs a phone's first render), "Canadian English" in Canada.
 */
export function ownName(language: Locale): string {
  if (marketplace().country === 'US') return OWN_NAMES[language];
  const tag = regionalLocale(language);
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? OWN_NAMES[language];
}

/**
 * Switches this device to `chosen` by loading the page again in it: every word, format and
 * the server's answers change at once, and nothing rendered in the old language lingers.
 * False, and no reload, where the device cannot keep the choice (storage refused): the reload
 * would come back in the same language, again and again.
 */
export function reloadIn(chosen: AppLocale): boolean {
  try {
    localStorage.setItem(CHOSEN_LOCALE_KEY, chosen);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A signed-in person's pages follow the language kept on their account, chosen on any device.
 * The pseudo-locale, chosen on a device for tests, stays.
 */
export function followAccountLanguage(accountLocale: AppLocale): void {
  if (locale !== accountLocale && locale !== PSEUDO_LOCALE) reloadIn(accountLocale);
}
