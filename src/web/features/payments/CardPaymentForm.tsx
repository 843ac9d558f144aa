import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import {
  type LocalCard,
  type LocalCheckoutSession,
  localCardFormSchema,
  type localCardSchema,
} from '../../../shared/schemas/payments';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ApiError, errorText } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { usePayLocalCheckout } from './api';
import { digitsOnly, formatExpiry, groupCardNumber } from './cardInput';

type CardInput = z.input<typeof localCardSchema>;
const cardFields: readonly string[] = ['cardNumber', 'expiry', 'cvc', 'name'];
const isCardField = (field: string | undefined): field is keyof CardInput =>
  field !== undefined && cardFields.includes(field);

/** A field's message: the shared schema's by id, the server's already in the reader's words. */
const fieldMessage = (message: string | undefined) => message && wordsFor(i18n, message);

interface CardPaymentFormProps {
  session: LocalCheckoutSession;
  /** The session closed under us (paid in another tab, or expired). */
  onClosed(): void;
}

/** The test card form: field messages from the shared schema, the decline kept inline. */
export function CardPaymentForm({ session, onClosed }: CardPaymentFormProps) {
  const pay = usePayLocalCheckout(session.id);
  const [problem, setProblem] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CardInput, unknown, LocalCard>({
    resolver: zodResolver(localCardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const reformatting = (field: keyof CardInput, format: (typed: string) => string) =>
    form.register(field, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        form.setValue(field, format(event.target.value)),
    });

  const onSubmit = form.handleSubmit(async (card) => {
    setProblem(undefined);
    try {
      const { redirectUrl } = await pay.mutateAsync(card);
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onClosed();
      else if (error instanceof ApiError && error.status === 402) {
        setProblem(error.message || i18n._('payments.cardDeclined'));
      } else if (error instanceof ApiError && isCardField(error.field) && error.message) {
        form.setError(error.field, { message: error.message });
      } else {
        const failed = i18n._('payments.checkoutFailed');
        setProblem(errorText(error, { failed, thrown: failed }));
      }
    }
  });

  return (
    <form
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      noValidate
      className="space-y-4"
    >
      <Field
        label={i18n._('payments.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={fieldMessage(errors.cardNumber?.message)}
        {...reformatting('cardNumber', groupCardNumber)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={i18n._('payments.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={i18n._('payments.expiryPlaceholder')}
          error={fieldMessage(errors.expiry?.message)}
          {...reformatting('expiry', formatExpiry)}
        />
        <Field
          label={i18n._('payments.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={fieldMessage(errors.cvc?.message)}
          {...reformatting('cvc', (typed) => digitsOnly(typed, 4))}
        />
      </div>
      <Field
        label={i18n._('payments.nameOnCard')}
        autoComplete="cc-name"
        error={fieldMessage(errors.name?.message)}
        {...form.register('name')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Alert tone="info">{i18n._('payments.testCheckoutNote')}</Alert>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting || leaving}>
        <Lock aria-hidden="true" className="h-4 w-4" />
        {i18n._('payments.pay', { amount: formatCurrency(session.amount) })}
      </Button>
    </form>
  );
}
