import { LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import { DocumentLink, LegalItems, LegalList, LegalSection, MailLink } from './LegalPage';

/** Sections 9 onward of the Terms of Service: liability, disputes and general terms. */
export function TermsGeneralSections() {
  return (
    <>
      <LegalSection title={i18n._('legal.terms.warranties')}>
        <p>{i18n._('legal.terms.warrantiesText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.liability')}>
        <p>{i18n._('legal.terms.liabilityIntro')}</p>
        <LegalItems
          ids={[
            'legal.terms.condition',
            'legal.terms.loss',
            'legal.terms.acts',
            'legal.terms.disputes',
          ]}
        />
        <p>{i18n._('legal.terms.cap')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.indemnity')}>
        <p>{i18n._('legal.terms.indemnityText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.userDisputes')}>
        <p>{i18n._('legal.terms.userDisputesText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.arbitration')}>
        <p>
          {messageWithElements('legal.terms.arbitrationText', {
            email: <MailLink email={LEGAL_EMAIL} />,
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.law')}>
        <p>{i18n._('legal.terms.lawText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.termination')}>
        <p>{i18n._('legal.terms.terminationText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.deletion')}>
        <p>
          {messageWithElements('legal.terms.deletionText', {
            privacy: <DocumentLink document="privacy" />,
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.changes')}>
        <p>{i18n._('legal.terms.changesText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.severability')}>
        <p>{i18n._('legal.terms.severabilityText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.terms.contact')}>
        <p>{i18n._('legal.terms.questions')}</p>
        <LegalList>
          <li>
            {messageWithElements('legal.terms.support', {
              email: <MailLink email={SUPPORT_EMAIL} />,
            })}
          </li>
          <li>
            {messageWithElements('legal.terms.legal', { email: <MailLink email={LEGAL_EMAIL} /> })}
          </li>
          <li>{i18n._('legal.terms.address')}</li>
          <li>{i18n._('legal.terms.phone')}</li>
        </LegalList>
      </LegalSection>
    </>
  );
}
