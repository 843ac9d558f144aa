import { UserRound } from 'lucide-react';
import { DEMO_ACCOUNTS } from '../../../shared/demoAccounts';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The picker's label of each demo account; the seed knows them by their English role. */
const ROLE_LABELS: Record<DemoAccount['role'], MessageId> = {
  'Main demo': 'login.demo.main',
  'Regular user': 'login.demo.regular',
  'Item owner': 'login.demo.owner',
  Administrator: 'login.demo.admin',
};

/** Fills the login form with one of the seeded demo accounts. */
export function DemoAccountPicker({ onPick }: { onPick(account: DemoAccount): void }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-700">
        {i18n._('login.demoLegend')}
      </legend>
      <div className="grid gap-2">
        {DEMO_ACCOUNTS.map((account) => (
          <button
            key={account.email}
            type="button"
            onClick={() => onPick(account)}
            className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left hover:border-emerald-400 hover:bg-emerald-50"
          >
            <UserRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-medium text-slate-800">
                {i18n._(ROLE_LABELS[account.role])}
              </span>
              <span className="text-xs text-slate-500">
                {/* A password is no word of any language: "zxx" says so, to screen readers too. */}
                {account.email} · <span lang="zxx">{account.password}</span>
              </span>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
