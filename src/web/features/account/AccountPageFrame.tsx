import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';

/** An account settings page: its title, the tabs between the settings pages, an intro, the content. */
export function AccountPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <AccountNav />
      <p className="mt-6 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
