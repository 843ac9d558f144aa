import { displayName, type NamedPerson } from './people';

// Apart from people.ts, which every page loads: only profiles and the server need it.

/**
 * The name shown about someone in public: first name and the initial of the last, as
 * "Jamie R."; never the whole last name.
 */
export function publicNameOf(person: NamedPerson): string {
  const first = person.firstName?.trim();
  const initial = person.lastName?.trim()[0]?.toUpperCase();
  if (!first) return initial ? `${initial}.` : displayName(person);
  return initial ? `${first} ${initial}.` : first;
}
