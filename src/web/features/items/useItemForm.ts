import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { ItemFormInput, ItemFormValues } from '../../../shared/schemas/itemForms';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useImageUploads } from './useImageUploads';

/**
 * The add and edit forms: the fields, the photos (kept in the form's imageUrls as they finish
 * uploading) and one message to show, the first problem found or the save's failure.
 */
export function useItemForm(
  resolver: Resolver<ItemFormInput, unknown, ItemFormValues>,
  defaultValues: ItemFormInput,
) {
  const uploads = useImageUploads(defaultValues.imageUrls);
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver,
    defaultValues,
  });
  const { errors, isSubmitted } = form.formState;
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    form.setValue('imageUrls', uploads.imageUrls, { shouldValidate: isSubmitted });
  }, [form, uploads.imageUrls, isSubmitted]);

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
        setSaveError(errorText(error, { failed: failedMessage, thrown: failedMessage }));
      }
    });
  }

  return { form, uploads, submit, message: saveError ?? Object.values(errors)[0]?.message };
}
