import { UserX } from 'lucide-react';
import { blockTexts } from '../../../shared/blockTexts';
import { fullNameOf } from '../../../shared/people';
import type { BlockedPerson } from '../../../shared/schemas/blocks';
import { Avatar } from '../../components/ui/Avatar';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountPageFrame } from '../account';
import { useBlockedPeople } from './api';
import { useBlockConfirm } from './useBlockConfirm';

const m = blockTexts;

/** /account/blocked: the people the signed-in person blocked, each with "Unblock". */
export function BlockedPeoplePage() {
  useDocumentTitle(m.pageTitle);
  const blocked = useBlockedPeople();
  const confirm = useBlockConfirm();
  return (
    <AccountPageFrame title={m.pageTitle} intro={m.intro}>
      <QueryList
        query={blocked}
        placeholders={{ count: 2, rowClassName: 'h-16' }}
        loadFailed={m.loadFailed}
        retry={m.retry}
        empty={
          <EmptyState icon={UserX} title={m.empty}>
            <p>{m.emptyHint}</p>
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
