import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { receiptTexts } from '../../../shared/receiptTexts';
import type { ReceiptMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

const t = receiptTexts.mail;
const cell = { margin: '0 0 6px' };

/** Sent to the renter when their payment is taken: the receipt's breakdown and a link to it. */
export const receiptMail: MailTemplate<ReceiptMailData> = {
  subject: (data) => t.subject(data.itemTitle),
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={t.intro(data.itemTitle, data.dates)}
      heading={t.heading}
      action={{ label: t.action, path: data.receiptPath }}
    >
      <Text style={{ margin: '0 0 12px' }}>{t.greeting(data.firstName)}</Text>
      <Text style={{ margin: '0 0 12px' }}>{t.intro(data.itemTitle, data.dates)}</Text>
      <Text style={{ margin: '0 0 12px' }}>{`${receiptTexts.bookingNumber}: ${data.number}`}</Text>
      <Section style={{ margin: '0 0 12px' }}>
        {data.lines.map((line) => (
          <Text key={line.label} style={cell}>
            {`${line.label}: ${line.amount}`}
          </Text>
        ))}
      </Section>
      <Text style={{ margin: '0 0 12px' }}>{`${receiptTexts.method}: ${data.method}`}</Text>
      <Text style={{ margin: '0 0 12px' }}>{t.keep}</Text>
    </EmailLayout>
  ),
};
