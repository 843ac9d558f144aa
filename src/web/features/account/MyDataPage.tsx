import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { AccountNav } from './AccountNav';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useDownloadMyData } from './dataApi';

/** /account/data: the archive of everything the account holds, and deleting the account. */
export function MyDataPage() {
  const title = i18n._('account.myData');
  useDocumentTitle(title);
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const deleted = useRef(false);

  // The session is forgotten once this page has gone: while it shows, its sign-in guard would
  // answer a signed-out visitor with the sign-in form instead of the home page.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      forgetSession();
      toast.success(i18n._('accountData.deleted'));
    },
    [forgetSession],
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <AccountNav />
      <p className="mt-6 text-slate-600">{i18n._('accountData.intro')}</p>

      <div className="mt-6 space-y-6">
        <section
          aria-labelledby="export-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
            {i18n._('accountData.download')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{i18n._('accountData.exportDescription')}</p>
          <div className="mt-4 space-y-3">
            <Button
              variant="primary"
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {!download.isPending && <Download aria-hidden="true" className="h-4 w-4" />}
              {download.isPending
                ? i18n._('accountData.exporting')
                : i18n._('accountData.download')}
            </Button>
            {download.isError && <Alert tone="error">{i18n._('accountData.exportFailed')}</Alert>}
          </div>
        </section>

        <section
          aria-labelledby="delete-heading"
          className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
        >
          <h2 id="delete-heading" className="text-lg font-semibold text-red-800">
            {i18n._('accountData.delete')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{i18n._('accountData.deleteDescription')}</p>
          <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {i18n._('accountData.delete')}
          </Button>
        </section>
      </div>

      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          deleted.current = true;
          navigate('/', { replace: true });
        }}
      />
    </section>
  );
}
