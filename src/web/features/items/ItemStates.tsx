import { PackageX, ShieldX } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../components/ui/Button';

export function ItemNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <PackageX aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Item Not Found</h1>
      <p className="mt-3 text-slate-600">
        This item may have been removed, or the link is not quite right.
      </p>
      <ButtonLink to="/listings" size="lg" className="mt-8">
        Browse Items
      </ButtonLink>
    </section>
  );
}

export function EditAccessDenied() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <ShieldX aria-hidden="true" className="h-12 w-12 text-red-500" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">{messages.items.notAllowedToEdit}</p>
      <ButtonLink to="/dashboard" size="lg" className="mt-8">
        Go to Dashboard
      </ButtonLink>
    </section>
  );
}
