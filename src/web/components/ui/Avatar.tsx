import { initials, type NamedPerson } from '../../../shared/people';

interface AvatarProps {
  person: (NamedPerson & { profileImageUrl?: string | null }) | null;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-24 w-24 text-2xl' };

export function Avatar({ person, size = 'sm' }: AvatarProps) {
  const picture = person?.profileImageUrl;
  if (picture) {
    return <img src={picture} alt="" className={`${sizes[size]} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800`}
    >
      {initials(person)}
    </span>
  );
}
