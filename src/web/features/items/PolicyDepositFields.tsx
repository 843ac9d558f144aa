import { CANCELLATION_POLICIES } from '../../../shared/cancellationPolicyNames';
import { itemTermsTexts as t } from '../../../shared/itemTermsTexts';
import { Field } from '../../components/ui/Field';
import { FormSection, type ItemForm } from './ItemFormFields';

/** The item's cancellation policy, one radio per policy with its rule, and its optional deposit. */
export function PolicyDepositFields({ form }: { form: ItemForm }) {
  const errors = form.formState.errors;
  return (
    <FormSection title="Cancellation and Deposit">
      <fieldset className="sm:col-span-2" aria-describedby="policy-hint">
        <legend className="text-sm font-medium text-slate-700">{t.cancellationPolicy}</legend>
        <p id="policy-hint" className="mb-2 text-xs text-slate-500">
          {t.policyHint}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {CANCELLATION_POLICIES.map((policy) => (
            <label
              key={policy}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600"
            >
              <input
                type="radio"
                value={policy}
                className="mt-0.5 accent-emerald-700"
                {...form.register('cancellationPolicy')}
              />
              <span>
                <span className="block font-medium text-slate-900">{t.policyNames[policy]}</span>
                <span className="text-slate-600">{t.policyRules[policy]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t.securityDeposit}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="0.00"
        hint={t.depositHint}
        aria-invalid={errors.deposit ? true : undefined}
        {...form.register('deposit')}
      />
    </FormSection>
  );
}
