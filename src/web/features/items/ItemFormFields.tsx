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
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Field, SelectField, TextAreaField } from '../../components/ui/Field';
import { SavedNotice } from '../../components/ui/SavedNotice';
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

/** A field's problem, shown under it (the field is marked invalid with it). */
export const problemOf = (form: ItemForm, field: keyof ItemFormInput) =>
  form.formState.errors[field]?.message;

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
        error={problemOf(form, 'title')}
        {...form.register('title')}
      />
      <TextAreaField
        label={i18n._('items.descriptionLabel')}
        className="sm:col-span-2"
        rows={5}
        maxLength={5000}
        placeholder={i18n._('items.descriptionPlaceholder')}
        error={problemOf(form, 'description')}
        {...form.register('description')}
      />
      <SelectField
        label={i18n._('items.categoryLabel')}
        error={problemOf(form, 'categoryId')}
        {...form.register('categoryId')}
      >
        <option value="">{i18n._('items.selectCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryLabel(category.name)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={i18n._('items.conditionField')}
        error={problemOf(form, 'condition')}
        {...form.register('condition')}
      >
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {i18n._(CONDITION_LABELS[condition])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={i18n._('items.availabilityField')}
        error={problemOf(form, 'availability')}
        {...form.register('availability')}
      >
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
        error={problemOf(form, 'price')}
        {...form.register('price')}
      />
      <SelectField
        label={i18n._('items.durationField')}
        error={problemOf(form, 'duration')}
        {...form.register('duration')}
      >
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
        error={problemOf(form, 'location')}
        ref={(element) => {
          ref(element);
          addressInput.current = element;
        }}
        {...location}
      />
      <Field
        label={i18n._('items.city')}
        autoComplete="address-level2"
        error={problemOf(form, 'city')}
        {...form.register('city')}
      />
      <Field
        label={i18n._('items.zipCode', marketplaceTerms())}
        autoComplete="postal-code"
        // The US's ZIP codes are digits; other countries' have letters too.
        inputMode={marketplace().country === 'US' ? 'numeric' : 'text'}
        error={problemOf(form, 'zipCode')}
        {...form.register('zipCode')}
      />
    </FormSection>
  );
}

/** The photos: at least one is required, so the section is marked as the required fields are. */
export function ImagesSection({
  uploads,
  error,
}: {
  uploads: ReturnType<typeof useImageUploads>;
  error?: string;
}) {
  return (
    <FormSection title={i18n._('items.imagesRequiredLabel')}>
      <div className="sm:col-span-2">
        <ImagePicker uploads={uploads} hint={i18n._('items.imagesHint')} error={error} />
      </div>
    </FormSection>
  );
}

/**
 * Cancel and the save, with what the save said beside them: its failure when it names no
 * field, and its confirmation. `form` ties the save to its form when it stands outside it.
 */
export function FormActions({
  submitLabel,
  submitting,
  form,
  failure,
  confirmation,
}: {
  submitLabel: string;
  submitting: boolean;
  form?: string;
  failure?: string | null;
  confirmation?: string | null;
}) {
  return (
    <div className="space-y-3">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <SavedNotice message={confirmation} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <ButtonLink to="/dashboard" variant="secondary" size="lg">
            {i18n._('items.cancel')}
          </ButtonLink>
          <Button type="submit" size="lg" loading={submitting} form={form}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
