import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SignupForm, SignupFormInput } from '../../../shared/schemas/auth';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { messageWithElements } from '../../lib/messageWithElements';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthContext';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/auth').then((m) => m.signupFormSchema),
);

export function SignupPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupFormInput, unknown, SignupForm>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const password = form.watch('password');
  useDocumentTitle(i18n._('login.createAccount'));

  // Visitors already signed in move on; a sign-in made here navigates itself, with its own state.
  if (auth.status === 'signedIn' && !isSubmitting && !isSubmitSuccessful)
    return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { firstName, lastName, email, phone, password } = values;
      await auth.register({ firstName, lastName, email, phone, password });
      navigate('/dashboard', { replace: true, state: { welcome: true } });
    } catch (error) {
      setServerError(
        errorText(error, { failed: i18n._('signup.failed'), thrown: i18n._('signup.thrown') }),
      );
    }
  });

  return (
    <AuthCard
      title={i18n._('signup.heading')}
      subtitle={
        <>
          {i18n._('signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-emerald-700 hover:underline">
            {i18n._('login.signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={i18n._('signup.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <Field
            label={i18n._('signup.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <Field
          label={i18n._('login.emailLabel')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label={i18n._('profile.phoneLabel')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <div>
          <Field
            label={i18n._('login.passwordLabel')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <Field
          label={i18n._('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-emerald-700"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              {...form.register('agreeToTerms')}
            />
            <span>
              {messageWithElements('signup.terms', {
                terms: (
                  <Link to="/terms-of-service" className="text-emerald-700 underline">
                    {i18n._('shell.terms')}
                  </Link>
                ),
                privacy: (
                  <Link to="/privacy-policy" className="text-emerald-700 underline">
                    {i18n._('shell.privacy')}
                  </Link>
                ),
              })}
            </span>
          </label>
          {errors.agreeToTerms && (
            <p className="mt-1 text-sm text-red-700">{errors.agreeToTerms.message}</p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {i18n._('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
