import { ImagePlus, SearchX, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MAX_CLAIM_PHOTOS } from '../../../shared/deposits';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { thumbnailUrl } from '../../../shared/images';
import { claimInputSchema } from '../../../shared/schemas/deposits';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Field, TextAreaField } from '../../components/ui/Field';
import { PageState } from '../../components/ui/PageState';
import { LoadingScreen, Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/api';
import { currencySymbol, formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { uploadImage } from '../items';
import { useBookingDeposit, useFileClaim } from './api';

const BACK = '/dashboard?tab=incoming';
const failedTexts = () => ({
  failed: i18n._('deposits.sendFailed'),
  thrown: i18n._('deposits.unreachable'),
});

type FieldErrors = Partial<Record<'amount' | 'description' | 'photoUrls', string>>;

/** /bookings/:id/claim — the owner asks for part or all of the deposit, with photos. */
export function ClaimPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useBookingDeposit(id);
  const fileClaim = useFileClaim(id);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = i18n._('deposits.fileClaim');
  useDocumentTitle(title);

  if (query.isPending) return <LoadingScreen />;
  const deposit = query.data?.deposit;
  if (!deposit?.canClaim) {
    return (
      <PageState
        icon={SearchX}
        title={title}
        message={
          query.error ? errorText(query.error, failedTexts()) : i18n._('deposits.windowClosed')
        }
        action={
          <ButtonLink to={BACK} size="lg">
            {i18n._('deposits.backToDashboard')}
          </ButtonLink>
        }
      />
    );
  }

  async function addPhotos(files: File[]) {
    setUploadError(null);
    setErrors((current) => ({ ...current, photoUrls: undefined }));
    const room = MAX_CLAIM_PHOTOS - photos.length;
    if (files.length > room) setUploadError(i18n._('deposits.tooManyPhotos'));
    const chosen = files.slice(0, Math.max(room, 0));
    setUploading((count) => count + chosen.length);
    for (const file of chosen) {
      try {
        // Loaded only once photos are chosen: the same shrinking as a listing's photos.
        const { resizeImage } = await import('../../lib/resizeImage');
        const stored = await uploadImage(await resizeImage(file), 'damage.jpg');
        setPhotos((current) => [...current, stored.imageUrl]);
      } catch (error) {
        setUploadError(
          errorText(error, {
            failed: i18n._('deposits.photoInvalid'),
            thrown: i18n._('deposits.unreachable'),
          }),
        );
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = claimInputSchema.safeParse({ amount, description, photoUrls: photos });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount' || field === 'description' || field === 'photoUrls') {
          found[field] ??= wordsFor(i18n, issue.message);
        }
      }
      setErrors(found);
      return;
    }
    if (deposit && parsed.data.amount > deposit.amount) {
      setErrors({ amount: i18n._('deposits.amountAboveDeposit') });
      return;
    }
    setErrors({});
    fileClaim.mutate(parsed.data, {
      onSuccess: () => navigate(BACK),
    });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">
          {i18n._('deposits.claimIntro', { amount: formatCurrency(deposit.amount) })}
        </p>
      </header>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {fileClaim.isError && (
          <Alert tone="error">{errorText(fileClaim.error, failedTexts())}</Alert>
        )}
        <Field
          label={i18n._('deposits.amountLabel', { currency: currencySymbol() })}
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          className="max-w-xs"
        />
        <TextAreaField
          label={i18n._('deposits.descriptionLabel')}
          hint={i18n._('deposits.descriptionHint')}
          value={description}
          rows={5}
          maxLength={2000}
          error={errors.description}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">
            {i18n._('deposits.photosLabel')}
          </legend>
          <ul className="flex flex-wrap gap-3">
            {photos.map((url, index) => (
              <li key={url} className="relative">
                <img
                  src={thumbnailUrl(url)}
                  alt={i18n._('deposits.photoAlt', { number: index + 1, count: photos.length })}
                  className="h-24 w-24 rounded-lg object-cover"
                />
                <button
                  type="button"
                  aria-label={i18n._('deposits.removePhoto', { number: index + 1 })}
                  onClick={() => setPhotos((current) => current.filter((photo) => photo !== url))}
                  className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-slate-50"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
            {uploading > 0 && (
              <li className="flex h-24 w-24 items-center justify-center rounded-lg bg-slate-100">
                <Spinner className="h-6 w-6" />
              </li>
            )}
            {photos.length + uploading < MAX_CLAIM_PHOTOS && (
              <li>
                <label className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-600 focus-within:ring-2 focus-within:ring-emerald-600 hover:border-emerald-600">
                  <ImagePlus aria-hidden="true" className="h-6 w-6" />
                  {i18n._('deposits.addPhotos')}
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    className="sr-only"
                    onChange={(event) => {
                      const files = [...(event.target.files ?? [])];
                      event.target.value = '';
                      void addPhotos(files);
                    }}
                  />
                </label>
              </li>
            )}
          </ul>
          {(uploadError ?? errors.photoUrls) && (
            <p className="text-sm text-red-700">{uploadError ?? errors.photoUrls}</p>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={fileClaim.isPending} disabled={uploading > 0}>
            {i18n._('deposits.submitClaim')}
          </Button>
          <ButtonLink to={BACK} variant="ghost">
            {i18n._('deposits.cancel')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
