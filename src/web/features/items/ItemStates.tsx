import { PackageX, ShieldX } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';

export function ItemNotFound() {
  return (
    <PageState
      icon={PackageX}
      title="Item Not Found"
      message="This item may have been removed, or the link is not quite right."
      action={
        <ButtonLink to="/listings" size="lg">
          Browse Items
        </ButtonLink>
      }
    />
  );
}

export function EditAccessDenied() {
  return (
    <PageState
      icon={ShieldX}
      iconClassName="text-red-500"
      title="Access Denied"
      message={messages.items.notAllowedToEdit}
      action={
        <ButtonLink to="/dashboard" size="lg">
          Go to Dashboard
        </ButtonLink>
      }
    />
  );
}
