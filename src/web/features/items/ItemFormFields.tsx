import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Category } from '../../../shared/categories';
import { AVAILABILITY_LABELS, CONDITION_LABELS, DURATION_LABELS } from '../../../shared/itemLabels';
import { CONDITIONS, DURATIONS, OWNER_AVAILABILITIES } from '../../../shared/items';
import {
  currencyDigits,
  marketplace,
  marketplaceTerms,
  smallestAmount,
} from '../../../shared/marketplace';
import type { ItemFormInput, ItemFormValues } from '../../../shared/schemas/itemForms';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Field, SelectField, TextAreaField } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { usePlacesAutocomplete } from '../../lib/placesAutocomplete';
import { categoryLabel } from '../categories';
import { ImagePicker } from './ImagePicker';
import type { useImageUploads } from './useImageUploads';

export type ItemForm = UseFormReturn<ItemFormInput, unknown, ItemFormValues>;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {/* A floated legend lays out like a heading instead of cutting through the border. */}
      <legend className="float-left mb-4 w-full text-lg font-semibold text-slate-900">
        {title}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const invalid = (form: ItemForm, field: keyof ItemFormInput) =>
  form.formState.errors[field] ? true : undefined;

export function BasicInformationFields({
  form,
  categories,
}: {
  form: ItemForm;
  categories: Category[];
}) {
  return (
    <FormSection title={i18n._('items.basicInformation')}>
      <Field
        label={i18n._('items.titleLabel')}
        className="sm:col-span-2"
        maxLength={120}
        placeholder={i18n._('items.titlePlaceholder')}
        aria-invalid={invalid(form, 'title')}
        {...form.register('title')}
      />
      <TextAreaField
        label={i18n._('items.descriptionLabel')}
        className="sm:col-span-2"
        rows={5}
        maxLength={5000}
        placeholder={i18n._('items.descriptionPlaceholder')}
        aria-invalid={invalid(form, 'description')}
        {...form.register('description')}
      />
      <SelectField
        label={i18n._('items.categoryLabel')}
        aria-invalid={invalid(form, 'categoryId')}
        {...form.register('categoryId')}
      >
        <option value="">{i18n._('items.selectCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryLabel(category.name)}
          </option>
        ))}
      </SelectField>
      <SelectField label={i18n._('items.conditionField')} {...form.register('condition')}>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {i18n._(CONDITION_LABELS[condition])}
          </option>
        ))}
      </SelectField>
      <SelectField label={i18n._('items.availabilityField')} {...form.register('availability')}>
        {OWNER_AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {i18n._(AVAILABILITY_LABELS[availability])}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}

export function PricingFields({ form }: { form: ItemForm }) {
  return (
    <FormSection title={i18n._('items.pricing')}>
      <Field
        label={i18n._('items.priceLabel', marketplaceTerms())}
        type="number"
        inputMode="decimal"
        min={0}
        step={smallestAmount()}
        placeholder={(0).toFixed(currencyDigits())}
        aria-invalid={invalid(form, 'price')}
        {...form.register('price')}
      />
      <SelectField label={i18n._('items.durationField')} {...form.register('duration')}>
        {DURATIONS.map((duration) => (
          <option key={duration} value={duration}>
            {i18n._(DURATION_LABELS[duration])}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}

export function LocationFields({ form, required }: { form: ItemForm; required: boolean }) {
  const addressInput = useRef<HTMLInputElement | null>(null);
  usePlacesAutocomplete(addressInput, (place) => {
    form.setValue('location', place.address, { shouldDirty: true });
    if (place.city) form.setValue('city', place.city, { shouldDirty: true });
    if (place.zipCode) form.setValue('zipCode', place.zipCode, { shouldDirty: true });
  });
  const { ref, ...location } = form.register('location');
  return (
    <FormSection title={i18n._('items.location')}>
      <Field
        label={i18n._(required ? 'items.addressRequired' : 'items.address')}
        className="sm:col-span-2"
        autoComplete="street-address"
        placeholder={i18n._('items.addressPlaceholder')}
        aria-invalid={invalid(form, 'location')}
        ref={(element) => {
          ref(element);
          addressInput.current = element;
        }}
        {...location}
      />
      <Field
        label={i18n._('items.city')}
        autoComplete="address-level2"
        {...form.register('city')}
      />
      <Field
        label={i18n._('items.zipCode', marketplaceTerms())}
        autoComplete="postal-code"
        // The US's ZIP codes are digits; other countries' have letters too.
        inputMode={marketplace().country === 'US' ? 'numeric' : 'text'}
        aria-invalid={invalid(form, 'zipCode')}
        {...form.register('zipCode')}
      />
    </FormSection>
  );
}

export function ImagesSection({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  return (
    <FormSection title={i18n._('items.images')}>
      <div className="sm:col-span-2">
        <ImagePicker uploads={uploads} hint={i18n._('items.imagesHint')} />
      </div>
    </FormSection>
  );
}

export function FormActions({
  submitLabel,
  submitting,
}: {
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <ButtonLink to="/dashboard" variant="secondary" size="lg">
        {i18n._('items.cancel')}
      </ButtonLink>
      <Button type="submit" size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
