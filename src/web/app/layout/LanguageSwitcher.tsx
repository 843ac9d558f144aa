import { useId, useState } from 'react';
import { type AppLocale, isLocale, LOCALES } from '../../../shared/i18n/locales';
import { useAuth } from '../../features/auth/AuthContext';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { locale, ownName, reloadIn } from '../../lib/locale';
import { toast } from '../../lib/toast';

/**
 * Chooses the language of the product on this device and, signed in, on the account, so that it
 * follows the person to their other devices and into what is written to them. The page loads
 * again in the chosen language.
 */
export function useChooseLanguage() {
  const auth = useAuth();
  const [saving, setSaving] = useState(false);

  async function choose(chosen: AppLocale) {
    if (chosen === locale) return;
    if (auth.status === 'signedIn') {
      setSaving(true);
      try {
        await api('/users/me/language', { method: 'PUT', body: { locale: chosen } });
      } catch {
        setSaving(false);
        toast.error(i18n._('shell.languageNotSaved'));
        return;
      }
    }
    if (!reloadIn(chosen)) {
      setSaving(false);
      toast.error(i18n._('shell.languageNotKept'));
    }
  }

  return { choose, saving };
}

/** The footer's choice of language, for everyone. */
export function LanguageSwitcher() {
  const id = useId();
  const { choose, saving } = useChooseLanguage();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-slate-400">
        {i18n._('shell.language')}
      </label>
      <select
        id={id}
        value={isLocale(locale) ? locale : ''}
        disabled={saving}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) void choose(chosen);
        }}
        className="min-h-11 rounded-md border border-slate-700 bg-slate-800 px-2 text-sm text-slate-200 sm:min-h-9"
      >
        {/* The pseudo-locale of tests is chosen on the device, never offered. */}
        {!isLocale(locale) && (
          <option value="" lang={locale}>
            {locale}
          </option>
        )}
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {ownName(each)}
          </option>
        ))}
      </select>
    </div>
  );
}
