import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReceiptMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

const cell = { margin: '0 0 6px' };

/** Sent to the renter when their payment is taken: the receipt's breakdown and a link to it. */
export const receiptMail: MailTemplate<ReceiptMailData> = {
  subject: (data, i18n) => i18n._('receipts.mail.subject', { item: data.itemTitle }),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('receipts.mail.intro', { item: data.itemTitle, dates: data.dates })}
      heading={i18n._('receipts.mail.heading')}
      action={{ label: i18n._('receipts.mail.action'), path: data.receiptPath }}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.hello', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('receipts.mail.intro', { item: data.itemTitle, dates: data.dates })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`${i18n._('receipts.bookingNumber')}: ${data.number}`}
      </Text>
      <Section style={{ margin: '0 0 12px' }}>
        {data.lines.map((line) => (
          <Text key={line.label} style={cell}>
            {`${line.label}: ${line.amount}`}
          </Text>
        ))}
      </Section>
      <Text style={{ margin: '0 0 12px' }}>{`${i18n._('receipts.method')}: ${data.method}`}</Text>
      <Text style={{ margin: '0 0 12px' }}>{i18n._('receipts.mail.keep')}</Text>
    </EmailLayout>
  ),
};
