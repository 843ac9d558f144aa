import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginInput } from '../../../shared/schemas/auth';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthContext';
import { DemoAccountPicker } from './DemoAccountPicker';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { returnTarget, signOutNotice } from './returnTarget';

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/auth').then((m) => m.loginFormSchema),
);

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Emails that say "reset it again" link to /login?mode=forgot.
  const [mode, setMode] = useState<'login' | 'reset'>(() =>
    new URLSearchParams(location.search).get('mode') === 'forgot' ? 'reset' : 'login',
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  useDocumentTitle(mode === 'login' ? i18n._('login.signIn') : i18n._('reset.title'));

  // Visitors already signed in move on; a sign-in made here navigates itself, with its own state.
  if (auth.status === 'signedIn' && !isSubmitting && !isSubmitSuccessful) {
    return <Navigate to={returnTarget(location.state)} replace />;
  }

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await auth.login(input);
      navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      setServerError(
        errorText(error, { failed: i18n._('login.failed'), thrown: i18n._('login.thrown') }),
      );
    }
  });

  const validationError = errors.email?.message ?? errors.password?.message;
  const notice = signOutNotice(location.state);

  return (
    <AuthCard
      title={mode === 'login' ? i18n._('login.welcomeBack') : i18n._('reset.heading')}
      subtitle={
        mode === 'login' ? (
          <>
            {i18n._('login.newHere')}{' '}
            <Link to="/signup" className="font-medium text-emerald-700 hover:underline">
              {i18n._('login.createAccount')}
            </Link>
          </>
        ) : (
          i18n._('reset.subtitle')
        )
      }
    >
      {mode === 'reset' ? (
        <ForgotPasswordForm
          initialEmail={form.getValues('email')}
          onBack={() => setMode('login')}
        />
      ) : (
        <div className="space-y-6">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {notice && !serverError && <Alert tone="error">{notice}</Alert>}
            {(serverError ?? validationError) && (
              <Alert tone="error">{serverError ?? validationError}</Alert>
            )}
            <Field
              label={i18n._('login.emailLabel')}
              type="email"
              autoComplete="email"
              {...form.register('email')}
            />
            <Field
              label={i18n._('login.passwordLabel')}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
            <div className="flex justify-end">
              <button
                type="button"
                className="text-sm font-medium text-emerald-700 hover:underline"
                onClick={() => setMode('reset')}
              >
                {i18n._('login.forgotPassword')}
              </button>
            </div>
            <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
              {i18n._('shell.signIn')}
            </Button>
          </form>
          <DemoAccountPicker
            onPick={(account) => {
              form.setValue('email', account.email);
              form.setValue('password', account.password);
              form.clearErrors();
              setServerError(null);
            }}
          />
        </div>
      )}
    </AuthCard>
  );
}
