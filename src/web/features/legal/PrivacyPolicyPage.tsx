import { APP_NAME, LEGAL_EMAIL, MINIMUM_AGE, SUPPORT_EMAIL } from '../../../shared/constants';
import { LEGAL_LAST_UPDATED } from './constants';
import {
  LegalLink,
  LegalList,
  LegalPage,
  LegalSection,
  LegalSubheading,
  MailLink,
} from './LegalPage';
import { RetentionSection, RightsSection } from './PrivacyDataSections';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      backTo="/"
      backLabel="Back to Home"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          This Privacy Policy explains what personal information {APP_NAME} collects when you use
          our neighbourhood rental marketplace, why we collect it, who we share it with, how long we
          keep it and the choices you have. By using {APP_NAME} you agree to the practices described
          here and in our <LegalLink to="/terms-of-service">Terms of Service</LegalLink>.
        </p>
      }
    >
      <LegalSection title="1. Information we collect">
        <p>We only collect the information we need to run the platform:</p>
        <LegalSubheading>Account information</LegalSubheading>
        <LegalList>
          <li>Your name and email address, used to create and identify your account.</li>
          <li>Your phone number, used to contact you about your account and bookings.</li>
          <li>Your address, used to show items near you and to arrange pick-up and return.</li>
          <li>
            Your password, which is stored only in hashed form (we never see it in plain text).
          </li>
          <li>An optional profile photo.</li>
        </LegalList>
        <LegalSubheading>Listings and photos</LegalSubheading>
        <LegalList>
          <li>The titles, descriptions, prices, categories and availability of items you list.</li>
          <li>
            Photos you upload. Location metadata (such as GPS coordinates embedded by your camera)
            is removed from photos when they are uploaded.
          </li>
        </LegalList>
        <LegalSubheading>Bookings and payments</LegalSubheading>
        <LegalList>
          <li>Booking requests, dates, amounts, service fees and booking status.</li>
          <li>
            Payment records such as the amount paid and a reference from our payment provider. Your
            card details are entered into and handled by our payment provider; {APP_NAME} never
            receives or stores your full card number.
          </li>
        </LegalList>
        <LegalSubheading>Messages, reviews and notifications</LegalSubheading>
        <LegalList>
          <li>Messages you exchange with other users through the platform.</li>
          <li>Reviews you write about items you rented.</li>
          <li>
            Notifications about your rentals, messages and reviews, shown in the app, and your
            choice of which kinds also reach you by email.
          </li>
        </LegalList>
        <LegalSubheading>Emails we send</LegalSubheading>
        <LegalList>
          <li>
            A copy of each email we send you (address, subject and content), kept so that an email
            is sent exactly once even if our server restarts while sending it.
          </li>
        </LegalList>
        <LegalSubheading>Technical information</LegalSubheading>
        <LegalList>
          <li>
            Your IP address, browser type and similar request data, used for security, fraud
            prevention and rate limiting.
          </li>
          <li>Session information that keeps you signed in.</li>
          <li>
            While you are signed in, the site keeps a connection open to show new messages,
            notifications and booking changes at once. What it pushes to you is kept for a short
            while, so that a page that reconnects catches up, and is then deleted.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="2. How we use your information">
        <LegalList>
          <li>To create and manage your account and let you sign in.</li>
          <li>To publish your listings and help others find items near them.</li>
          <li>To process bookings and payments, including our service fees.</li>
          <li>To let Owners and Renters communicate with each other.</li>
          <li>
            To send you emails about your account (confirming your address, resetting or changing
            your password or email address) and about your rentals, messages and reviews, as your
            notification settings allow. We send no marketing emails.
          </li>
          <li>
            To keep the platform safe: detecting abuse, preventing fraud, enforcing our Terms and
            limiting excessive requests.
          </li>
          <li>To meet our legal obligations.</li>
        </LegalList>
        <p>
          We do not sell your personal information and we do not use it for third-party advertising.
        </p>
      </LegalSection>

      <LegalSection title="3. How we share your information">
        <p>We share personal information only in these limited cases:</p>
        <LegalList>
          <li>
            <strong className="font-semibold text-slate-900">
              With the other party to a booking.
            </strong>{' '}
            When you request or accept a booking, the other party can see your name so you can
            arrange the rental. Any other details you send in messages are shared at your choice.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">With our payment provider.</strong>{' '}
            Payment information is processed by our payment provider under its own privacy policy.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">With our email service.</strong> The
            mail server that delivers our emails receives your email address and the email itself.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">When required by law.</strong> We may
            disclose information if required by law, court order or to protect the rights, property
            or safety of {APP_NAME}, our users or the public.
          </li>
        </LegalList>
        <p>Your listings, including their photos, are public so that others can find them.</p>
      </LegalSection>

      <RetentionSection />

      <LegalSection title="5. Security">
        <p>We take reasonable steps to protect your information, including:</p>
        <LegalList>
          <li>Passwords are stored only as secure hashes.</li>
          <li>
            Sign-in sessions are stored on our servers and can be revoked at any time, for example
            when you sign out.
          </li>
          <li>Rate limiting and monitoring to protect against abuse.</li>
        </LegalList>
        <p>
          No online service is completely secure. Please use a strong, unique password and tell us
          straight away if you suspect unauthorised access to your account.
        </p>
      </LegalSection>

      <RightsSection />

      <LegalSection title="7. Children">
        <p>
          {APP_NAME} is only for people aged {MINIMUM_AGE} or older. We do not knowingly collect
          information from anyone under {MINIMUM_AGE}. If you believe a child has given us personal
          information, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes to this policy">
        <p>
          We may update this Privacy Policy from time to time. We will change the “Last updated”
          date above and, for significant changes, let you know through the platform. Continuing to
          use {APP_NAME} after a change means you accept the updated policy.
        </p>
      </LegalSection>

      <LegalSection title="9. Contact us">
        <LegalList>
          <li>
            General questions: <MailLink email={SUPPORT_EMAIL} />
          </li>
          <li>
            Privacy and legal requests: <MailLink email={LEGAL_EMAIL} />
          </li>
        </LegalList>
      </LegalSection>
    </LegalPage>
  );
}
