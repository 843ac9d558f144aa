import { Text } from '@react-email/text';
import type { EmailChangedMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent to the old address once the change is made, so a takeover does not go unnoticed. */
export const emailChangedMail: MailTemplate<EmailChangedMailData> = {
  subject: (_data, i18n) => i18n._('emails.changedSubject'),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.changedPreview', { email: data.newEmail })}
      heading={i18n._('emails.changedSubject')}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.hello', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.changedBody', { site: site.name, email: data.newEmail })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>{i18n._('emails.changedNotYou')}</Text>
    </EmailLayout>
  ),
};
