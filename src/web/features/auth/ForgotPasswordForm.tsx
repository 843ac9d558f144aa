import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import { authApi } from './api';

/**
 * The password-reset request. The answer is the same whether or not the address has an
 * account, so the confirmation says "if an account exists".
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack(): void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema, and zod with it, loads when used: the sign-in page opens without it.
    const { resetRequestSchema } = await import('../../../shared/schemas/auth');
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue ? wordsFor(i18n, issue.message) : i18n._('reset.emailRequired'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await authApi.requestPasswordReset(parsed.data);
      setSent(true);
    } catch (failure) {
      setError(
        errorText(failure, { failed: i18n._('reset.failed'), thrown: i18n._('reset.failed') }),
      );
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-700" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{i18n._('reset.checkEmail')}</h2>
        <p className="mt-2 text-sm text-slate-600">
          {messageWithElements('reset.sentTo', { email: <strong>{email.trim()}</strong> })}
        </p>
        <Button variant="secondary" className="mt-6 w-full" onClick={onBack}>
          {i18n._('reset.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{i18n._('reset.intro')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={i18n._('login.emailLabel')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-full" loading={sending}>
        {i18n._('reset.send')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {i18n._('reset.backToLogin')}
      </Button>
    </form>
  );
}
