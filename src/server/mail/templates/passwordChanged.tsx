import { Text } from '@react-email/text';
import type { PasswordChangedMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent after every password change or reset, so the owner learns of one they did not make. */
export const passwordChangedMail: MailTemplate<PasswordChangedMailData> = {
  subject: (_data, i18n) => i18n._('emails.passwordSubject'),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.passwordPreview', { site: site.name })}
      heading={i18n._('emails.passwordSubject')}
      action={{ label: i18n._('emails.passwordAction'), path: '/login?mode=forgot' }}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.hello', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.passwordBody', { site: site.name })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>{i18n._('emails.passwordNotYou')}</Text>
    </EmailLayout>
  ),
};
