import { UserX } from 'lucide-react';
import { fullNameOf } from '../../../shared/people';
import type { BlockedPerson } from '../../../shared/schemas/blocks';
import { Avatar } from '../../components/ui/Avatar';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountPageFrame } from '../account';
import { useBlockedPeople } from './api';
import { useBlockConfirm } from './useBlockConfirm';

/** /account/blocked: the people the signed-in person blocked, each with "Unblock". */
export function BlockedPeoplePage() {
  useDocumentTitle(i18n._('blocks.pageTitle'));
  const blocked = useBlockedPeople();
  const confirm = useBlockConfirm();
  return (
    <AccountPageFrame title={i18n._('blocks.pageTitle')} intro={i18n._('blocks.intro')}>
      <QueryList
        query={blocked}
        placeholders={{ count: 2, rowClassName: 'h-16' }}
        loadFailed={i18n._('blocks.loadFailed')}
        retry={i18n._('errors.retry')}
        empty={
          <EmptyState icon={UserX} title={i18n._('blocks.empty')}>
            <p>{i18n._('blocks.emptyHint')}</p>
          </EmptyState>
        }
      >
        {(people) => (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {people.map((person) => (
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
      </QueryList>
      {confirm.dialog}
    </AccountPageFrame>
  );
}

const nameOf = (person: BlockedPerson) => fullNameOf(person) || i18n._('blocks.unnamed');

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
        <p className="text-sm text-slate-500">
          {i18n._('blocks.since', { date: formatDate(person.blockedAt) })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={i18n._('blocks.unblockLabel', { name })}
        onClick={(event) => onUnblock(event.currentTarget)}
      >
        {i18n._('blocks.confirmUnblock')}
      </Button>
    </li>
  );
}
