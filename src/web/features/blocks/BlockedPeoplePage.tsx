import { UserX } from 'lucide-react';
import { blockTexts } from '../../../shared/blockTexts';
import { formatDate } from '../../../shared/format';
import { fullNameOf } from '../../../shared/people';
import type { BlockedPerson } from '../../../shared/schemas/blocks';
import { Alert } from '../../components/ui/Alert';
import { Avatar } from '../../components/ui/Avatar';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountNav } from '../account';
import { useBlockedPeople } from './api';
import { useBlockConfirm } from './useBlockConfirm';

const m = blockTexts;

/** /account/blocked: the people the signed-in person blocked, each with "Unblock". */
export function BlockedPeoplePage() {
  useDocumentTitle(m.pageTitle);
  const blocked = useBlockedPeople();
  const confirm = useBlockConfirm();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.pageTitle}</h1>
      <AccountNav />
      <p className="mt-6 text-slate-600">{m.intro}</p>
      <div className="mt-6">
        {blocked.isPending ? (
          <output className="block space-y-3">
            <span className="sr-only">Loading...</span>
            {[0, 1].map((row) => (
              <span key={row} className="block h-16 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </output>
        ) : blocked.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{m.loadFailed}</Alert>
            <Button variant="secondary" onClick={() => blocked.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : blocked.data.length === 0 ? (
          <EmptyState icon={UserX} title={m.empty}>
            <p>{m.emptyHint}</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {blocked.data.map((person) => (
              <BlockedRow
                key={person.id}
                person={person}
                onUnblock={(from) =>
                  confirm.ask({ userId: person.id, name: nameOf(person), action: 'unblock' }, from)
                }
              />
            ))}
          </ul>
        )}
      </div>
      {confirm.dialog}
    </section>
  );
}

const nameOf = (person: BlockedPerson) => fullNameOf(person) || 'User';

function BlockedRow({
  person,
  onUnblock,
}: {
  person: BlockedPerson;
  onUnblock: (from: HTMLElement) => void;
}) {
  const name = nameOf(person);
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="blocked-person">
      <Avatar person={person} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-500">{m.since(formatDate(person.blockedAt))}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={m.unblockLabel(name)}
        onClick={(event) => onUnblock(event.currentTarget)}
      >
        {m.unblockAction}
      </Button>
    </li>
  );
}
