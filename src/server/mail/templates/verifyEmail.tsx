import { Text } from '@react-email/text';
import { lifetimeInWords } from '../../../shared/account';
import type { AccountLinkMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent at sign-up and on request: following the link marks the address verified. */
export const verifyEmailMail: MailTemplate<AccountLinkMailData> = {
  subject: () => 'Confirm your email address',
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={`Confirm the address of your ${site.name} account.`}
      heading="Confirm your email address"
      action={{ label: 'Confirm my address', path: data.linkPath }}
      footer={
        <Text style={{ fontSize: '13px', margin: 0 }}>
          If you did not create an account, ignore this email.
        </Text>
      }
    >
      <Text style={{ margin: '0 0 12px' }}>{`Welcome, ${data.firstName}!`}</Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`Confirm that this is your address and your profile shows a verified mark to the people you rent from and to. The link works for ${lifetimeInWords('verify-email')}.`}
      </Text>
    </EmailLayout>
  ),
};
