import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordFormInput } from '../../../shared/schemas/account';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ApiError, errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { accountApi } from './api';

type Outcome = { tone: 'success' | 'error'; text: string };

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/account').then((m) => m.changePasswordFormSchema),
);

/** The current password proves it is the owner at the keyboard, not someone at an open tab. */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ChangePasswordFormInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await accountApi.changePassword({ currentPassword, newPassword });
      form.reset();
      setOutcome({ tone: 'success', text: i18n._('account.passwordChanged') });
    } catch (error) {
      // A wrong current password is said by that field, which takes the focus to be typed again.
      if (error instanceof ApiError && error.field === 'currentPassword') {
        form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      const failed = i18n._('account.failed');
      setOutcome({ tone: 'error', text: errorText(error, { failed, thrown: failed }) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <Field
        label={i18n._('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={i18n._('signup.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Field
          label={i18n._('signup.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      {/* What the change said, just above its button: where the person is looking. */}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {i18n._('account.changePassword')}
      </Button>
    </form>
  );
}
