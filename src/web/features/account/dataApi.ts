import { useMutation } from '@tanstack/react-query';
import { type AccountExport, exportFileName } from '../../../shared/schemas/accountData';
import { api } from '../../lib/api';

/** Long enough for any browser to have begun reading the file; short, as it holds the archive. */
const REVOKE_AFTER_MS = 1_000;

/** Fetches the archive and hands it to the browser as a file to save. */
async function downloadArchive(): Promise<void> {
  const archive = await api<AccountExport>('/account/export');
  const file = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(archive.exportedAt);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Firefox and Safari start the download after the click returns: freed at once, the file
    // would be gone before they read it.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadArchive });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<void>('/account', { method: 'DELETE', body: { password } }),
  });
}
