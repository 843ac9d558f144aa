import { NOTICE_DAYS_LIMITS, RENTAL_DAYS_LIMITS } from '../../../shared/rentalRules';
import type { ItemFormInput } from '../../../shared/schemas/itemForms';
import { Field } from '../../components/ui/Field';
import { FormSection, type ItemForm } from './ItemFormFields';

const invalid = (form: ItemForm, field: keyof ItemFormInput) =>
  form.formState.errors[field] ? true : undefined;

const ruleNumberProps = {
  type: 'number',
  inputMode: 'numeric',
  step: 1,
  placeholder: 'No rule',
} as const;

/** The owner's rules for requests: empty boxes are no rule. */
export function RentalRulesFields({ form }: { form: ItemForm }) {
  return (
    <FormSection title="Availability">
      <Field
        label="Minimum rental (days)"
        min={RENTAL_DAYS_LIMITS.min}
        max={RENTAL_DAYS_LIMITS.max}
        hint="The fewest days a renter may book."
        aria-invalid={invalid(form, 'minRentalDays')}
        {...ruleNumberProps}
        {...form.register('minRentalDays')}
      />
      <Field
        label="Maximum rental (days)"
        min={RENTAL_DAYS_LIMITS.min}
        max={RENTAL_DAYS_LIMITS.max}
        hint="The most days a renter may book."
        aria-invalid={invalid(form, 'maxRentalDays')}
        {...ruleNumberProps}
        {...form.register('maxRentalDays')}
      />
      <Field
        label="Notice before a rental (days)"
        min={NOTICE_DAYS_LIMITS.min}
        max={NOTICE_DAYS_LIMITS.max}
        hint="How many days ahead a rental must be requested."
        aria-invalid={invalid(form, 'minNoticeDays')}
        {...ruleNumberProps}
        {...form.register('minNoticeDays')}
      />
      <p className="self-end text-sm text-slate-500 sm:pb-6">Leave a box empty for no rule.</p>
    </FormSection>
  );
}
