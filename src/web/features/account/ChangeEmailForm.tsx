import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangeEmailInput } from '../../../shared/schemas/account';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ApiError, errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { accountApi } from './api';

type Outcome = { tone: 'success' | 'error'; text: string };

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/account').then((m) => m.changeEmailFormSchema),
);

/** Nothing changes until the new address follows the link mailed to it. */
export function ChangeEmailForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver,
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      await accountApi.changeEmail(input);
      form.reset();
      setOutcome({
        tone: 'success',
        text: i18n._('account.emailChangeSent', { email: input.newEmail }),
      });
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
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      <h3 className="font-medium text-slate-900">{i18n._('account.changeEmail')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={i18n._('account.newEmail')}
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
        <Field
          label={i18n._('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      </div>
      {/* What the change said, just above its button: where the person is looking. */}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {i18n._('account.sendConfirmation')}
      </Button>
    </form>
  );
}
