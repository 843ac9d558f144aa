import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_NAME_IDS,
  CANCELLATION_POLICY_RULE_IDS,
} from '../../../shared/cancellationPolicyNames';
import { currencyDigits, marketplaceTerms, smallestAmount } from '../../../shared/marketplace';
import { Field } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { FormSection, type ItemForm, problemOf } from './ItemFormFields';

/** The item's cancellation policy, one radio per policy with its rule, and its optional deposit. */
export function PolicyDepositFields({ form }: { form: ItemForm }) {
  const policyProblem = problemOf(form, 'cancellationPolicy');
  return (
    <FormSection title={i18n._('terms.policyDepositSection')}>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={policyProblem ? 'policy-hint policy-error' : 'policy-hint'}
      >
        <legend className="text-sm font-medium text-slate-700">
          {i18n._('terms.cancellationPolicy')}
        </legend>
        <p id="policy-hint" className="mb-2 text-xs text-slate-500">
          {i18n._('terms.policyHint')}
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
                aria-invalid={policyProblem ? true : undefined}
                {...form.register('cancellationPolicy')}
              />
              <span>
                <span className="block font-medium text-slate-900">
                  {i18n._(CANCELLATION_POLICY_NAME_IDS[policy])}
                </span>
                <span className="text-slate-600">
                  {i18n._(CANCELLATION_POLICY_RULE_IDS[policy])}
                </span>
              </span>
            </label>
          ))}
        </div>
        {policyProblem && (
          <p id="policy-error" className="mt-1 text-sm text-red-700">
            {policyProblem}
          </p>
        )}
      </fieldset>
      <Field
        label={i18n._('terms.securityDeposit', marketplaceTerms())}
        type="number"
        inputMode="decimal"
        min={0}
        step={smallestAmount()}
        placeholder={(0).toFixed(currencyDigits())}
        hint={i18n._('terms.depositHint')}
        error={problemOf(form, 'deposit')}
        {...form.register('deposit')}
      />
    </FormSection>
  );
}
