import { APP_NAME, MINIMUM_AGE } from '../../../shared/constants';
import { LEGAL_LAST_UPDATED } from './constants';
import { LegalLink, LegalList, LegalPage, LegalSection } from './LegalPage';
import { TermsGeneralSections } from './TermsGeneralSections';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      backTo="/"
      backLabel="Back to Home"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          These Terms of Service (“Terms”) govern your use of {APP_NAME}, a neighbourhood
          peer-to-peer rental marketplace where people (“Owners”) list items that other people
          (“Renters”) can rent. Please read them carefully. By creating an account or using{' '}
          {APP_NAME}, you agree to these Terms and to our{' '}
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
        </p>
      }
    >
      <LegalSection title="1. Eligibility">
        <p>
          You must be at least {MINIMUM_AGE} years old and able to enter into a binding contract to
          use {APP_NAME}. By using the platform you confirm that you meet these requirements.
        </p>
      </LegalSection>

      <LegalSection title={`2. What ${APP_NAME} is (and is not)`}>
        <p>
          {APP_NAME} is only a platform that helps neighbours find each other and arrange rentals.
          In particular, {APP_NAME}:
        </p>
        <LegalList>
          <li>
            is not a party to any rental agreement between an Owner and a Renter — the agreement is
            solely between them;
          </li>
          <li>does not own, inspect, verify or guarantee any item listed on the platform;</li>
          <li>does not run identity or background checks on users;</li>
          <li>provides no insurance for items, people or property; and</li>
          <li>
            is not liable for the condition of items, or for any loss, damage, theft or dispute
            arising from a rental.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Platform Disclaimer">
        <p>
          Before using the rental features, you must read and accept our{' '}
          <LegalLink to="/disclaimer">Platform Disclaimer</LegalLink> on your dashboard. The
          Disclaimer forms part of these Terms and sets out the responsibilities of Owners and
          Renters and the risks of peer-to-peer renting.
        </p>
      </LegalSection>

      <LegalSection title="4. Your account">
        <LegalList>
          <li>Provide accurate, current and complete information and keep it up to date.</li>
          <li>
            Keep your password confidential; you are responsible for activity on your account.
          </li>
          <li>Tell us promptly if you suspect unauthorised use of your account.</li>
          <li>You may hold only one account and may not transfer it to anyone else.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="5. Listings">
        <p>If you list an item as an Owner, you confirm that:</p>
        <LegalList>
          <li>you own the item or have the right to rent it out;</li>
          <li>your description, photos, price and availability are accurate and honest;</li>
          <li>the item is safe, legal, clean and in working order; and</li>
          <li>you will honour bookings you accept.</li>
        </LegalList>
        <p>
          You keep ownership of the content you post, but you give {APP_NAME} a non-exclusive,
          royalty-free licence to display it on the platform for the purpose of operating the
          service. We may remove any listing that breaks these Terms.
        </p>
      </LegalSection>

      <LegalSection title="6. Bookings, fees and payments">
        <LegalList>
          <li>
            A booking is confirmed only when the Owner accepts the Renter’s request. The rental
            agreement is then between the Owner and the Renter.
          </li>
          <li>
            {APP_NAME} charges service fees for use of the platform. Applicable fees are shown
            before you confirm a booking.
          </li>
          <li>
            Payments are processed by our third-party payment provider. {APP_NAME} does not store
            your card details.
          </li>
          <li>You are responsible for any taxes that apply to your rentals or rental income.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. Cancellations and refunds">
        <p>
          Refund and cancellation terms are set by each Owner and shown on the listing or agreed
          between the parties. {APP_NAME} is not responsible for issuing refunds on an Owner’s
          behalf. Unless required by law, service fees are non-refundable.
        </p>
      </LegalSection>

      <LegalSection title="8. Prohibited conduct">
        <p>You must not:</p>
        <LegalList>
          <li>list illegal, stolen, recalled, counterfeit or dangerous items, or weapons;</li>
          <li>give false information, impersonate anyone or create fake reviews or listings;</li>
          <li>harass, threaten, discriminate against or abuse other users;</li>
          <li>arrange payment outside the platform to avoid service fees;</li>
          <li>send spam or use the platform for unrelated advertising;</li>
          <li>
            scrape, overload, probe or interfere with the platform, or bypass security measures or
            rate limits; or
          </li>
          <li>use the platform for any unlawful purpose.</li>
        </LegalList>
      </LegalSection>

      <TermsGeneralSections />
    </LegalPage>
  );
}
