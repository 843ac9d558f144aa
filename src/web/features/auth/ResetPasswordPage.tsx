import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ResetPasswordForm } from '../../../shared/schemas/account';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthContext';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/account').then((m) => m.resetPasswordFormSchema),
);

function AskAgain() {
  return (
    <Link to="/login?mode=forgot" className="font-medium text-emerald-700 underline">
      {i18n._('reset.askAgain')}
    </Link>
  );
}

/** The page an emailed reset link opens: a new password, then signed in with it. */
export function ResetPasswordPage() {
  const title = i18n._('reset.chooseNew');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthCard title={title} subtitle={i18n._('reset.chooseNewSubtitle')}>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <Alert tone="error">{i18n._('reset.linkInvalid')}</Alert>
          <p className="text-sm">
            <AskAgain />
          </p>
        </div>
      )}
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await auth.resetPassword({ token, password });
      toast.success(i18n._('reset.passwordChanged'));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setServerError(
        errorText(error, { failed: i18n._('account.failed'), thrown: i18n._('account.failed') }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && (
        <Alert tone="error">
          {serverError} {serverError === i18n._('reset.linkInvalid') && <AskAgain />}
        </Alert>
      )}
      <div>
        <Field
          label={i18n._('signup.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={form.watch('password')} />
      </div>
      <Field
        label={i18n._('signup.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {i18n._('reset.setNew')}
      </Button>
    </form>
  );
}
