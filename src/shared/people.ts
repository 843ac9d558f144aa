export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
}

function words(text: string | null | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean);
}

/** firstName, else the first word of fullName, else 'User'. */
export function displayName(person: NamedPerson | null | undefined): string {
  const first = person?.firstName?.trim();
  if (first) return first;
  return words(person?.fullName)[0] ?? 'User';
}

/** Initials of firstName + lastName, else of the first two words of fullName, else of the email, else 'U'. */
export function initials(person: NamedPerson | null | undefined): string {
  const first = person?.firstName?.trim();
  const last = person?.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const nameWords = words(person?.fullName);
  if (nameWords.length > 0) {
    return nameWords
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  }
  const email = person?.email?.trim();
  if (email) return email[0]?.toUpperCase() ?? 'U';
  return 'U';
}

export function fullNameOf(person: NamedPerson): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Splits a single "display name" field into first name (first word) and last name (the rest). */
export function splitDisplayName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = words(name);
  return { firstName: first, lastName: rest.join(' ') };
}
