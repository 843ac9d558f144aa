import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { accountApi } from './api';

/** A new verification link for an address not verified yet (the sign-up one may be lost). */
export function ResendVerification() {
  const resend = useMutation({ mutationFn: accountApi.resendVerification });
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">{i18n._('account.verifyIntro')}</p>
      {resend.isSuccess && (
        <Alert tone="success">
          {i18n._('account.verificationSent', { email: resend.data.email })}
        </Alert>
      )}
      {resend.isError && (
        <Alert tone="error">
          {errorText(resend.error, {
            failed: i18n._('account.failed'),
            thrown: i18n._('account.failed'),
          })}
        </Alert>
      )}
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        {i18n._('account.sendVerification')}
      </Button>
    </div>
  );
}
