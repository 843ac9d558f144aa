import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhone } from '../../../shared/contact';
import { parseLocation, serializeLocation } from '../../../shared/location';
import { marketplace, marketplaceTerms } from '../../../shared/marketplace';
import { fullNameOf, splitDisplayName } from '../../../shared/people';
import type {
  PrivateUser,
  ProfileFormInput,
  ProfileForm as ProfileFormOutput,
} from '../../../shared/schemas/users';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { SavedNotice } from '../../components/ui/SavedNotice';
import { ApiError, errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { useAuth } from '../auth';
import { useUpdateProfile } from './api';
import { ProfilePhotoPicker } from './ProfilePhotoPicker';

const SUCCESS_VISIBLE_MS = 3000;

const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/users').then((m) => m.profileFormSchema),
);

/** The form's field a refusal of the update names, if it names one. */
function fieldOfRefusal(error: unknown): keyof ProfileFormInput | undefined {
  return error instanceof ApiError && error.field ? formFieldOf(error.field) : undefined;
}

/** Where the update's refusal of a field shows: its name is the display name, its location the address. */
function formFieldOf(field: string): keyof ProfileFormInput | undefined {
  if (field === 'firstName' || field === 'lastName') return 'displayName';
  if (field === 'phone') return 'phone';
  if (field === 'location' || field === 'location.address') return 'address';
  if (field === 'location.city') return 'city';
  if (field === 'location.zipCode') return 'zipCode';
  return undefined;
}

function formValues(user: PrivateUser): ProfileFormInput {
  const location = parseLocation(user.location);
  return {
    displayName: fullNameOf(user),
    phone: formatPhone(user.phone),
    address: location.address,
    city: location.city,
    zipCode: location.zipCode,
  };
}

export function ProfileForm({ user }: { user: PrivateUser }) {
  // Typing aids for the US's (and North America's) digits-only numbers and ZIP codes.
  const { northAmericanPhones: northAmerican, country } = marketplace();
  const inUS = country === 'US';
  const { updateUser } = useAuth();
  const updateProfile = useUpdateProfile(user.id);
  const [saved, setSaved] = useState(false);
  const [profileImageUrl, setProfileImageUrl] = useState(user.profileImageUrl);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver,
    defaultValues: formValues(user),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const { firstName, lastName } = splitDisplayName(values.displayName);
    try {
      const { user: updated } = await updateProfile.mutateAsync({
        firstName,
        lastName,
        phone: values.phone,
        location: serializeLocation(values),
        profileImageUrl,
      });
      updateUser(updated);
      form.reset(formValues(updated));
      setSaved(true);
    } catch (error) {
      const field = fieldOfRefusal(error);
      if (field && error instanceof ApiError) {
        form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      }
    }
  });
  // A refusal naming a field is told by that field; any other failure beside Save.
  const failure =
    updateProfile.isError && !fieldOfRefusal(updateProfile.error)
      ? errorText(updateProfile.error, {
          failed: i18n._('profile.updateFailed'),
          thrown: i18n._('profile.updateThrown'),
        })
      : null;

  const phoneField = form.register('phone', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setValue('phone', formatPhone(event.target.value)),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <ProfilePhotoPicker user={user} imageUrl={profileImageUrl} onUploaded={setProfileImageUrl} />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          {i18n._('profile.personalDetails')}
        </legend>
        <Field
          label={i18n._('profile.displayName')}
          autoComplete="name"
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <Field
          label={i18n._('profile.email')}
          type="email"
          value={user.email}
          readOnly
          disabled
          hint={i18n._('profile.emailHint')}
        />
        <Field
          label={i18n._('profile.phoneLabel')}
          type="tel"
          {...(northAmerican
            ? { inputMode: 'numeric', autoComplete: 'tel-national', placeholder: '(555) 123-4567' }
            : { autoComplete: 'tel' })}
          error={errors.phone?.message}
          {...phoneField}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-6">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          {i18n._('profile.address')}
        </legend>
        <Field
          label={i18n._('profile.street')}
          autoComplete="street-address"
          className="sm:col-span-6"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <Field
          label={i18n._('profile.city')}
          autoComplete="address-level2"
          className="sm:col-span-4"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Field
          label={i18n._('profile.zip', marketplaceTerms())}
          autoComplete="postal-code"
          {...(inUS ? { inputMode: 'numeric', placeholder: '12345' } : {})}
          className="sm:col-span-2"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </fieldset>

      {/* What the save said, beside it: the button is where the person is looking. */}
      <div className="space-y-3 border-t border-slate-100 pt-6">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <SavedNotice message={saved ? i18n._('profile.updated') : null} />
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {i18n._('profile.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
