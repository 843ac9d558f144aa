import { describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from './support/accessMatrix';
import { type AccessWorld, buildAccessWorld, type Person } from './support/accessWorld';
import { setStatus, setupBookingsApp } from './support/bookings';
import { writeRenterReview, writeReview } from './support/reviews';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();

/** What only its holder may see: contact details, a home address, and their dealings. */
interface Secrets {
  contact: string[];
  dealings: string[];
}

/** Last names nobody else has: in public a person is "Private Q.", never the whole of it. */
const OWNER_LAST = 'Quillfeather';
const RENTER_LAST = 'Marrowbine';

/** Gives a person a phone and a home address nobody else has, so that any leak is findable. */
async function giveContactDetails(
  person: Person,
  phone: string,
  address: string,
  lastName: string,
) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${person.id}`,
    headers: bearer(person.token),
    payload: {
      firstName: 'Private',
      lastName,
      phone,
      location: JSON.stringify({ address, city: 'Shelbyville', zipCode: '49301' }),
    },
  });
  expect(response.statusCode).toBe(200);
  return [person.email, phone, address];
}

/**
 * The matrix world, with the owner and the renter given unique contact details, a confirmed
 * rental (so booked dates are not empty) and reviews both ways (so the item's reviews and the
 * profiles are not either).
 */
async function privateWorld() {
  const world = await buildAccessWorld(ctx, clock);
  const owner = await giveContactDetails(world.owner, '4155550101', '77 Quiet Lane', OWNER_LAST);
  const renter = await giveContactDetails(
    world.renter,
    '4155550202',
    '88 Hidden Road',
    RENTER_LAST,
  );
  await setStatus(ctx.app, world.owner.token, world.pendingBookingId, 'confirmed');
  const review = await writeReview(ctx.app, world.renter.token, {
    itemId: world.item.id,
    bookingId: world.completedBookingId,
    rating: 4,
    reviewText: 'Did the job, returned without trouble.',
  });
  // The owner's review of the renter reveals both, so the item's reviews show the renter's.
  await writeRenterReview(ctx.app, world.owner.token, {
    bookingId: world.completedBookingId,
    rating: 5,
    reviewText: 'A careful renter, on time.',
  });
  // The reviewed booking's id is public with its review (a Review names its booking), and the
  // checkout page echoes the session id it is asked about, which is its capability.
  const dealings = [
    world.pendingBookingId,
    'Is the drill free next week?',
    'Yes, come by any time.',
  ];
  const secrets: Record<'owner' | 'renter', Secrets> = {
    owner: { contact: owner, dealings },
    renter: { contact: renter, dealings },
  };
  return { world, secrets, review };
}

/**
 * The local mailbox of development and test servers shows administrators every email, addresses
 * included (sign-up mails each new account), and does not exist in production.
 */
const isDevMailbox = (key: string) => key.startsWith('GET /api/dev/');
/**
 * A calendar feed's secret address is its owner's key to their own rentals, handed to their
 * calendar app: whoever holds it reads what the owner would (decision 0046).
 */
const isCalendarFeed = (key: string) => key === 'GET /api/calendar/:file';
const readRoutes = Object.entries(ACCESS_MATRIX).filter(
  ([key]) => key.startsWith('GET ') && !isDevMailbox(key) && !isCalendarFeed(key),
);

/** Every read of the API as `caller` sees it, serialised as sent: the bodies to search. */
async function everyRead(world: AccessWorld, caller: Person | null) {
  const bodies: { key: string; body: string }[] = [];
  for (const [key, row] of readRoutes) {
    const request = await row.request({ world, caller, uploadsDir: ctx.uploadsDir });
    const headers = caller ? bearer(caller.token) : {};
    const response = await ctx.app.inject({ ...request, headers });
    bodies.push({ key, body: response.body });
  }
  return bodies;
}

function expectAbsent(bodies: { key: string; body: string }[], secrets: string[], who: string) {
  for (const { key, body } of bodies) {
    for (const secret of secrets) {
      expect(body.includes(secret), `${key} shows ${who} "${secret}"`).toBe(false);
    }
  }
}

describe('private fields in public and list answers', () => {
  it('reads every GET route of the matrix', () => {
    expect(readRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(['anonymous', 'stranger', 'admin'] as const)(
    'shows %s viewers nobody’s contact details or dealings',
    async (viewer) => {
      const { world, secrets, review } = await privateWorld();
      const bodies = await everyRead(world, viewer === 'anonymous' ? null : world[viewer]);
      // The admin console shows administrators people's email addresses and bookings, by design
      // (decision 0040), but never a phone number or a home address.
      const isConsole = ({ key }: { key: string }) => key.startsWith('GET /api/admin/');
      const consoleBodies = viewer === 'admin' ? bodies.filter(isConsole) : [];
      for (const party of ['owner', 'renter'] as const) {
        const { contact, dealings } = secrets[party];
        const [, phone = '', address = ''] = contact;
        expectAbsent(
          bodies.filter((body) => !consoleBodies.includes(body)),
          [...contact, ...dealings],
          `the ${party}'s`,
        );
        expectAbsent(consoleBodies, [phone, address], `the ${party}'s`);
      }
      // Only the console shows administrators whole names; everyone else reads "Private Q.".
      const publicBodies = bodies.filter((body) => !consoleBodies.includes(body));
      expectAbsent(publicBodies, [OWNER_LAST, RENTER_LAST], 'a whole last name:');
      // The public reads do show what is public: the review and the item.
      const reviews = bodies.find(({ key }) => key === 'GET /api/reviews/item/:itemId');
      expect(reviews?.body).toContain(review.id);
    },
  );

  it('shows each party of a rental the other’s name, never their contact details', async () => {
    const { world, secrets } = await privateWorld();
    const ownersView = await everyRead(world, world.owner);
    expectAbsent(ownersView, secrets.renter.contact, "the renter's");
    const rentersView = await everyRead(world, world.renter);
    expectAbsent(rentersView, secrets.owner.contact, "the owner's");

    // The parties do see their own dealings: the scan would catch a leak, not a blind spot.
    const conversation = rentersView.find(
      ({ key }) => key === 'GET /api/messages/conversation/:partnerId',
    );
    expect(conversation?.body).toContain('Yes, come by any time.');
    const own = rentersView.find(({ key }) => key === 'GET /api/auth/me');
    expect(own?.body).toContain(secrets.renter.contact[1]);
    expect(own?.body).toContain(RENTER_LAST);
  });

  it('shows a public name, with the last name cut to its initial, on a person’s public read', async () => {
    const { world } = await privateWorld();
    const response = await ctx.app.inject({ url: `/api/users/${world.owner.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: 'Private',
      lastName: 'Q.',
      fullName: 'Private Q.',
    });
    const own = await ctx.app.inject({
      url: `/api/users/${world.owner.id}`,
      headers: bearer(world.owner.token),
    });
    expect(own.json().user).toMatchObject({
      lastName: OWNER_LAST,
      fullName: `Private ${OWNER_LAST}`,
    });
  });
});
