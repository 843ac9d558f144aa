import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paymentPageTexts, paymentTexts } from '../../../shared/paymentTexts';
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
import { usePayLocalCheckout } from './api';
import { digitsOnly, formatExpiry, groupCardNumber } from './cardInput';

type CardInput = z.input<typeof localCardSchema>;
const cardFields: readonly string[] = ['cardNumber', 'expiry', 'cvc', 'name'];
const isCardField = (field: string | undefined): field is keyof CardInput =>
  field !== undefined && cardFields.includes(field);

const checkoutFailed = {
  failed: paymentTexts.checkoutFailed,
  thrown: paymentTexts.checkoutFailed,
};

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
        setProblem(error.message || paymentTexts.cardDeclined);
      } else if (error instanceof ApiError && isCardField(error.field) && error.message) {
        form.setError(error.field, { message: error.message });
      } else setProblem(errorText(error, checkoutFailed));
    }
  });

  return (
    <form
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      noValidate
      className="space-y-4"
    >
      <Field
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...reformatting('cardNumber', groupCardNumber)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...reformatting('expiry', formatExpiry)}
        />
        <Field
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...reformatting('cvc', (typed) => digitsOnly(typed, 4))}
        />
      </div>
      <Field
        label="Name on card"
        autoComplete="cc-name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Alert tone="info">{paymentPageTexts.testCheckoutNote}</Alert>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting || leaving}>
        <Lock aria-hidden="true" className="h-4 w-4" />
        Pay {formatCurrency(session.amount)}
      </Button>
    </form>
  );
}
