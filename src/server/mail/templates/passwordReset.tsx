import { Text } from '@react-email/text';
import { lifetimeInWords } from '../../../shared/account';
import type { AccountLinkMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** The link that sets a new password; sent only to an address that has an account. */
export const passwordResetMail: MailTemplate<AccountLinkMailData> = {
  subject: () => 'Reset your Lendwell password',
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview="Someone asked to reset the password of your account."
      heading="Reset your password"
      action={{ label: 'Choose a new password', path: data.linkPath }}
      footer={
        <Text style={{ fontSize: '13px', margin: 0 }}>
          If you did not ask for this, ignore this email: your password stays as it is.
        </Text>
      }
    >
      <Text style={{ margin: '0 0 12px' }}>{`Hello ${data.firstName},`}</Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`Someone, hopefully you, asked to reset the password of your ${site.name} account. The link below works once, for ${lifetimeInWords('password-reset')}. Choosing a new password signs you out on every device.`}
      </Text>
    </EmailLayout>
  ),
};
