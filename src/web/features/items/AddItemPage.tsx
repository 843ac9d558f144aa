import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_CANCELLATION_POLICY } from '../../../shared/cancellationPolicyNames';
import { DEFAULT_AVAILABILITY, DEFAULT_CONDITION, DEFAULT_DURATION } from '../../../shared/items';
import type { ItemFormInput } from '../../../shared/schemas/itemForms';
import { Alert } from '../../components/ui/Alert';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { toast } from '../../lib/toast';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { categoryLabel, useCategories } from '../categories';
import { useCreateItem } from './api';
import {
  BasicInformationFields,
  FormActions,
  ImagesSection,
  LocationFields,
  PricingFields,
  problemOf,
} from './ItemFormFields';
import { PolicyDepositFields } from './PolicyDepositFields';
import { RentalRulesFields } from './RentalRulesFields';
import { useItemForm } from './useItemForm';

// The preview's code loads right after the form is drawn, outside the page's first download:
// the form is what the owner starts with, and the preview only echoes it.
const ItemPreview = lazy(() => import('./ItemPreview').then((m) => ({ default: m.ItemPreview })));

/** Holds the preview's place while its code loads, so nothing below it moves. */
const previewPlaceholder = <div className="aspect-[4/5] rounded-2xl bg-slate-100" />;

const EMPTY_ITEM: ItemFormInput = {
  title: '',
  description: '',
  categoryId: '',
  condition: DEFAULT_CONDITION,
  availability: DEFAULT_AVAILABILITY,
  price: '',
  duration: DEFAULT_DURATION,
  location: '',
  city: '',
  zipCode: '',
  imageUrls: [],
  minRentalDays: '',
  maxRentalDays: '',
  minNoticeDays: '',
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  deposit: '',
};

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/itemForms').then((m) => m.addItemFormSchema),
);

export function AddItemPage() {
  const pagePainted = useAfterFirstPaint();
  const navigate = useNavigate();
  const categories = useCategories();
  const createItem = useCreateItem();
  const { form, formElement, uploads, submit, saveError, missesRequired } = useItemForm(
    resolver,
    EMPTY_ITEM,
  );

  const onSubmit = submit(async (values) => {
    const { item } = await createItem.mutateAsync(values);
    toast.success(i18n._('items.listed'));
    navigate(`/item/${item.id}`);
  }, i18n._('items.addFailed'));

  const watched = form.watch();
  const category = categories.data?.find(({ id }) => String(id) === watched.categoryId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{i18n._('shell.listAnItem')}</h1>
        <p className="mt-1 text-slate-600">{i18n._('items.addIntro')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <form ref={formElement} onSubmit={onSubmit} noValidate className="space-y-6 lg:col-span-2">
          {missesRequired && <Alert tone="error">{i18n._('items.requiredFields')}</Alert>}
          <BasicInformationFields form={form} categories={categories.data ?? []} />
          <PricingFields form={form} />
          <PolicyDepositFields form={form} />
          <LocationFields form={form} required />
          <ImagesSection uploads={uploads} error={problemOf(form, 'imageUrls')} />
          <RentalRulesFields form={form} />
          <FormActions
            submitLabel={i18n._('shell.listItem')}
            submitting={form.formState.isSubmitting}
            failure={saveError}
          />
        </form>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {pagePainted ? (
            <Suspense fallback={previewPlaceholder}>
              <ItemPreview
                title={watched.title}
                price={watched.price}
                duration={watched.duration}
                category={category && categoryLabel(category.name)}
                city={watched.city}
                condition={watched.condition}
                imageUrl={uploads.images[0]?.previewUrl}
              />
            </Suspense>
          ) : (
            previewPlaceholder
          )}
        </aside>
      </div>
    </div>
  );
}
