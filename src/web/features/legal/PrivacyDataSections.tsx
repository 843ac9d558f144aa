import { accountDataTexts } from '../../../shared/accountDataTexts';
import { APP_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { LegalLink, LegalList, LegalSection, LegalSubheading, MailLink } from './LegalPage';

const deletedUser = accountDataTexts.deletedUser;

/** How long data is kept, and what deleting an account removes and keeps. */
export function RetentionSection() {
  return (
    <LegalSection title="4. Data retention and deleting your account">
      <p>
        We keep your information for as long as your account exists. You can delete your account
        yourself at any time on the <LegalLink to="/account/data">My data</LegalLink> page, after
        confirming your password. Deletion happens at once and cannot be undone.
      </p>
      <p>
        While a rental still ties you to another person, deletion is refused and we tell you why:
        when a booking request is waiting for an answer, when a confirmed rental has not ended, or
        when a payment is not settled (a refund is still on its way).
      </p>
      <LegalSubheading>What is removed</LegalSubheading>
      <LegalList>
        <li>Your profile: name, email address, phone number, address and profile photo.</li>
        <li>Your password and every sign-in session, on every device.</li>
        <li>
          Your listings and their photos. A listing that nobody booked, reviewed or wrote about is
          deleted entirely; one that other people's bookings, messages or reviews refer to keeps
          only its title, price and category, is taken off the site and loses its description,
          address and photos.
        </li>
        <li>Your in-app notifications and the live updates waiting to be sent to you.</li>
        <li>Your saved searches and the record of which listings they told you about.</li>
        <li>Your listings' blocked dates and the notes you gave them.</li>
        <li>The people you blocked, and any block others made of you.</li>
        <li>The details you wrote in your reports.</li>
      </LegalList>
      <LegalSubheading>What stays, and why</LegalSubheading>
      <LegalList>
        <li>
          Messages you sent and reviews you wrote stay for the people who received them, so their
          conversations and the reviews of their items still make sense. They are shown as written
          by “{deletedUser}”, without your name or photo.
        </li>
        <li>
          Bookings you were part of keep their dates, amounts, status and payment records, as
          accounting and the law require; your name on them is replaced by “{deletedUser}”.
        </li>
        <li>
          Reports you made stay for our administrators, with what was reported, the reason you
          chose, its outcome and the administrators' note, so that their decisions keep a record;
          the details you wrote are removed and you are shown as “{deletedUser}”. Reports other
          people made about you stay, as part of our safety records.
        </li>
        <li>Emails we already sent you stay in your own mailbox; we cannot take them back.</li>
      </LegalList>
    </LegalSection>
  );
}

/** What people can do with their data themselves. */
export function RightsSection() {
  return (
    <LegalSection title="6. Your rights">
      <p>Depending on where you live, you may have the right to:</p>
      <LegalList>
        <li>
          Access the personal information we hold about you: “Download my data” on the{' '}
          <LegalLink to="/account/data">My data</LegalLink> page gives you at once one JSON file
          with your profile, listings (with their blocked dates), bookings (with their payments),
          messages, reviews, notifications, saved searches, the reports you made (with their
          outcome), the people you blocked, your earnings and payouts, and the deposits and damage
          claims of your rentals.
        </li>
        <li>Correct information that is inaccurate or incomplete, on your profile page.</li>
        <li>Delete your account and personal data, as described in section 4.</li>
        <li>Choose which notifications reach you by email, per kind of notification.</li>
      </LegalList>
      <p>
        For anything else, email <MailLink email={SUPPORT_EMAIL} /> and {APP_NAME} will respond
        within a reasonable time.
      </p>
    </LegalSection>
  );
}
