import { NOTICE_DAYS_LIMITS, RENTAL_DAYS_LIMITS } from '../../../shared/rentalRules';
import { Field } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { FormSection, type ItemForm, problemOf } from './ItemFormFields';

const ruleNumberProps = {
  type: 'number',
  inputMode: 'numeric',
  step: 1,
} as const;

/** The owner's rules for requests: empty boxes are no rule. */
export function RentalRulesFields({ form }: { form: ItemForm }) {
  return (
    <FormSection title={i18n._('items.availabilityField')}>
      <Field
        label={i18n._('terms.minRentalDays')}
        min={RENTAL_DAYS_LIMITS.min}
        max={RENTAL_DAYS_LIMITS.max}
        hint={i18n._('terms.minRentalDaysHint')}
        error={problemOf(form, 'minRentalDays')}
        placeholder={i18n._('terms.noRule')}
        {...ruleNumberProps}
        {...form.register('minRentalDays')}
      />
      <Field
        label={i18n._('terms.maxRentalDays')}
        min={RENTAL_DAYS_LIMITS.min}
        max={RENTAL_DAYS_LIMITS.max}
        hint={i18n._('terms.maxRentalDaysHint')}
        error={problemOf(form, 'maxRentalDays')}
        placeholder={i18n._('terms.noRule')}
        {...ruleNumberProps}
        {...form.register('maxRentalDays')}
      />
      <Field
        label={i18n._('terms.minNoticeDays')}
        min={NOTICE_DAYS_LIMITS.min}
        max={NOTICE_DAYS_LIMITS.max}
        hint={i18n._('terms.minNoticeDaysHint')}
        error={problemOf(form, 'minNoticeDays')}
        placeholder={i18n._('terms.noRule')}
        {...ruleNumberProps}
        {...form.register('minNoticeDays')}
      />
      <p className="self-end text-sm text-slate-500 sm:pb-6">{i18n._('terms.emptyIsNoRule')}</p>
    </FormSection>
  );
}
