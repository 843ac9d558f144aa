import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { Category } from '../../../shared/categories';
import type { ItemFormInput } from '../../../shared/schemas/itemForms';
import type { Item } from '../../../shared/schemas/items';
import { Alert } from '../../components/ui/Alert';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { BlockedDates } from '../availability';
import { useCategories } from '../categories';
import { useItem, useItemAddress, useUpdateItem } from './api';
import {
  BasicInformationFields,
  FormActions,
  ImagesSection,
  LocationFields,
  PricingFields,
  problemOf,
} from './ItemFormFields';
import { EditAccessDenied, ItemNotFound } from './ItemStates';
import { PolicyDepositFields } from './PolicyDepositFields';
import { RentalRulesFields } from './RentalRulesFields';
import { useItemForm } from './useItemForm';

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/itemForms').then((m) => m.editItemFormSchema),
);

export function EditItemPage() {
  useDocumentTitle(i18n._('items.editItem'));
  const { id = '' } = useParams();
  const auth = useAuth();
  const item = useItem(id);
  const isOwner = item.data !== undefined && auth.user?.id === item.data.owner_id;
  // Public reads leave the street address out: the form starts from the owner's own copy.
  const address = useItemAddress(id, isOwner);
  // The category list must be there before the form mounts, or its select cannot show the value.
  const categories = useCategories();
  if (item.isPending || categories.isPending) {
    return <LoadingScreen label={i18n._('items.loadingDetails')} />;
  }
  if (item.isError) return <ItemNotFound />;
  if (!isOwner) return <EditAccessDenied />;
  if (address.isPending) return <LoadingScreen label={i18n._('items.loadingDetails')} />;
  // Saving without the address would erase it: no form until it is known.
  if (address.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <Alert tone="error">{i18n._('items.addressLoadFailed')}</Alert>
      </div>
    );
  }
  return (
    <EditItemForm
      item={{ ...item.data, location: address.data.location }}
      categories={categories.data ?? []}
    />
  );
}

function formValues(item: Item): ItemFormInput {
  return {
    title: item.title,
    description: item.description,
    categoryId: String(item.categoryId),
    condition: item.condition,
    availability: item.availability,
    price: String(item.price),
    duration: item.duration,
    location: item.location,
    city: item.city,
    zipCode: item.zipCode,
    imageUrls: item.image_urls,
    minRentalDays: ruleText(item.minRentalDays),
    maxRentalDays: ruleText(item.maxRentalDays),
    minNoticeDays: ruleText(item.minNoticeDays),
    cancellationPolicy: item.cancellationPolicy,
    deposit: item.deposit > 0 ? String(item.deposit) : '',
  };
}

/** A rule in its box: empty when there is none. */
const ruleText = (days: number | null) => (days === null ? '' : String(days));

/**
 * Saving stays here, confirmed beside the save until something changes again. The blocked dates
 * are a section of the page with a form of their own, saved as each is added: they stand before
 * the item's buttons, which reach back to the item's form.
 */
function EditItemForm({ item, categories }: { item: Item; categories: Category[] }) {
  const formId = useId();
  const updateItem = useUpdateItem(item.id);
  const { form, formElement, uploads, submit, saveError, missesRequired } = useItemForm(
    resolver,
    formValues(item),
  );
  const [saved, setSaved] = useState(false);

  const onSubmit = submit(async (values) => {
    setSaved(false);
    const { item: updated } = await updateItem.mutateAsync({
      title: values.title,
      description: values.description,
      price: values.price,
      condition: values.condition,
      availability: values.availability,
      location: values.location,
      city: values.city,
      zip_code: values.zipCode,
      duration: values.duration,
      category_id: values.categoryId,
      image_urls: values.imageUrls,
      // Sent even when empty: an emptied box removes the rule.
      min_rental_days: values.minRentalDays ?? null,
      max_rental_days: values.maxRentalDays ?? null,
      min_notice_days: values.minNoticeDays ?? null,
      cancellation_policy: values.cancellationPolicy,
      deposit: values.deposit,
    });
    form.reset(formValues(updated));
    setSaved(true);
  }, i18n._('items.updateFailed'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{i18n._('items.editItem')}</h1>
        <p className="mt-1 break-words text-slate-600">{item.title}</p>
      </header>
      <div className="space-y-6">
        <form id={formId} ref={formElement} onSubmit={onSubmit} noValidate className="space-y-6">
          {missesRequired && <Alert tone="error">{i18n._('items.editRequiredFields')}</Alert>}
          <BasicInformationFields form={form} categories={categories} />
          <PricingFields form={form} />
          <PolicyDepositFields form={form} />
          <LocationFields form={form} required={false} />
          <ImagesSection uploads={uploads} error={problemOf(form, 'imageUrls')} />
          <RentalRulesFields form={form} />
        </form>
        <BlockedDates itemId={item.id} timeZone={item.timeZone} />
        <FormActions
          form={formId}
          submitLabel={i18n._('items.updateItem')}
          submitting={form.formState.isSubmitting}
          failure={saveError}
          confirmation={saved && !form.formState.isDirty ? i18n._('items.updated') : null}
        />
      </div>
    </div>
  );
}
