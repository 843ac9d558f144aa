import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ITEM_FIELD_REQUIRED } from '../../../shared/items';
import type { ItemFormInput, ItemFormValues } from '../../../shared/schemas/itemForms';
import { ApiError, errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useImageUploads } from './useImageUploads';

/** The update names its fields in snake_case (`zip_code`), the form and the create in camelCase. */
const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The add and edit forms: the fields, the photos (kept in the form's imageUrls as they finish
 * uploading), whether a required field is missing, and the save's failure when it names no field.
 * Each problem is shown by its field, the server's too, and the first field with one, in the
 * order the page shows them, takes the focus.
 */
export function useItemForm(
  resolver: Resolver<ItemFormInput, unknown, ItemFormValues>,
  defaultValues: ItemFormInput,
) {
  const uploads = useImageUploads(defaultValues.imageUrls);
  // The photos are no input of the form's, so the form's own focusing would skip them.
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const [saveError, setSaveError] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  useEffect(() => {
    form.setValue('imageUrls', uploads.imageUrls, {
      shouldValidate: isSubmitted,
      shouldDirty: true,
    });
  }, [form, uploads.imageUrls, isSubmitted]);

  // After the render that marks the fields: the first marked one in the page's order.
  useEffect(() => {
    if (focusRequests === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);
  const focusFirstProblem = () => setFocusRequests((count) => count + 1);

  const isFormField = (name: string): name is keyof ItemFormInput =>
    Object.hasOwn(defaultValues, name);

  function submit(save: (values: ItemFormValues) => Promise<void>, failedMessage: string) {
    return form.handleSubmit(async (values) => {
      setSaveError(null);
      if (uploads.uploading) {
        setSaveError(i18n._('items.uploadsPending'));
        return;
      }
      try {
        await save(values);
      } catch (error) {
        const field = error instanceof ApiError && error.field ? camelCase(error.field) : '';
        if (error instanceof ApiError && isFormField(field)) {
          form.setError(field, { type: 'server', message: error.message });
          focusFirstProblem();
          return;
        }
        setSaveError(errorText(error, { failed: failedMessage, thrown: failedMessage }));
      }
    }, focusFirstProblem);
  }

  const requiredWords = Object.values(ITEM_FIELD_REQUIRED).map((id) => i18n._(id));
  const missesRequired = Object.values(errors).some(
    (error) => typeof error?.message === 'string' && requiredWords.includes(error.message),
  );

  return { form, formElement, uploads, submit, saveError, missesRequired };
}
