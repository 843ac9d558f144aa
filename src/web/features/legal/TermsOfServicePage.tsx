import { MINIMUM_AGE } from '../../../shared/constants';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import { LEGAL_LAST_UPDATED } from './constants';
import { DocumentLink, documentTitle, LegalItems, LegalPage, LegalSection } from './LegalPage';
import { TermsGeneralSections } from './TermsGeneralSections';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title={documentTitle('terms')}
      backTo="/"
      backLabel={i18n._('legal.backHome')}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          {messageWithElements('legal.terms.intro', {
            privacy: <DocumentLink document="privacy" />,
          })}
        </p>
      }
    >
      <LegalSection title={i18n._('legal.terms.eligibility')}>
        <p>{i18n._('legal.terms.eligibilityText', { age: MINIMUM_AGE })}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.what')}>
        <p>{i18n._('legal.terms.whatIntro')}</p>
        <LegalItems
          ids={[
            'legal.terms.notParty',
            'legal.terms.noGuarantee',
            'legal.noChecks',
            'legal.terms.noInsurance',
            'legal.terms.notLiable',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.disclaimer')}>
        <p>
          {messageWithElements('legal.terms.disclaimerText', {
            disclaimer: <DocumentLink document="disclaimer" />,
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.account')}>
        <LegalItems
          ids={[
            'legal.terms.accurate',
            'legal.terms.password',
            'legal.terms.misuse',
            'legal.terms.oneAccount',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.listings')}>
        <p>{i18n._('legal.terms.listingsIntro')}</p>
        <LegalItems
          ids={['legal.terms.own', 'legal.terms.honest', 'legal.terms.safe', 'legal.terms.honour']}
        />
        <p>{i18n._('legal.terms.licence')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.bookings')}>
        <LegalItems
          ids={[
            'legal.terms.confirmed',
            'legal.terms.fees',
            'legal.terms.payments',
            'legal.terms.taxes',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.cancellations')}>
        <p>{i18n._('legal.terms.cancellationsText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.prohibited')}>
        <p>{i18n._('legal.terms.mustNot')}</p>
        <LegalItems
          ids={[
            'legal.terms.illegal',
            'legal.terms.fake',
            'legal.terms.harass',
            'legal.terms.offPlatform',
            'legal.terms.spam',
            'legal.terms.interfere',
            'legal.terms.unlawful',
          ]}
        />
      </LegalSection>

      <TermsGeneralSections />
    </LegalPage>
  );
}
