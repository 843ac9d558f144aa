import { displayName, type NamedPerson } from './people';

// Apart from people.ts, which every page loads: only profiles and the server need it.

/**
 * The name shown about someone in public: first name and the initial of the last, as
 * "Jamie R."; never the whole last name.
 */
export function publicNameOf(person: NamedPerson): string {
  const first = person.firstName?.trim();
  const initial = publicLastNameOf(person);
  if (!first) return initial || displayName(person);
  return initial ? `${first} ${initial}` : first;
}

/** The last name as the public sees it: its initial, as "R.", or '' when there is none. */
export function publicLastNameOf(person: NamedPerson): string {
  const initial = person.lastName?.trim()[0]?.toUpperCase();
  return initial ? `${initial}.` : '';
}
