import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { profileImageProblem } from '../../../shared/images';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { resizeImage } from '../../lib/resizeImage';
import { uploadImage } from '../items';

interface ProfilePhotoPickerProps {
  user: PrivateUser;
  imageUrl: string | null;
  onUploaded(imageUrl: string): void;
}

/** Checks (image, under 5 MB), shrinks and uploads a new picture; the profile save keeps it. */
export function ProfilePhotoPicker({ user, imageUrl, onUploaded }: ProfilePhotoPickerProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = profileImageProblem(file, {
      notAnImage: i18n._('profile.imageInvalid'),
      tooLarge: i18n._('profile.imageTooLarge'),
    });
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const stored = await uploadImage(await resizeImage(file), 'profile.jpg');
      onUploaded(stored.imageUrl);
    } catch {
      setError(i18n._('items.uploadsFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex items-center gap-5">
      <div className="relative">
        <Avatar person={{ ...user, profileImageUrl: imageUrl }} size="lg" />
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner className="h-6 w-6 text-emerald-700" />
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-emerald-600"
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          {i18n._('profile.changePhoto')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => {
              const [file] = Array.from(event.target.files ?? []);
              event.target.value = '';
              void choose(file);
            }}
          />
        </label>
        <p className="text-xs text-slate-500">{i18n._('profile.photoHint')}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
