import { z } from 'zod';
import { timestampSchema } from './common';

/** One email of the local mailbox, as the list shows it. */
export const mailboxEmailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  createdAt: timestampSchema,
  /** null while it waits for a retry; mailbox-only emails are "sent" when recorded. */
  sentAt: timestampSchema.nullable(),
});
export type MailboxEmailSummary = z.infer<typeof mailboxEmailSummarySchema>;

/** GET /api/dev/mailbox: the newest emails first. */
export const mailboxListSchema = z.object({ emails: z.array(mailboxEmailSummarySchema) });
export type MailboxList = z.infer<typeof mailboxListSchema>;

/** GET /api/dev/mailbox/:id: one email with both its parts and the links it holds. */
export const mailboxEmailSchema = z.object({
  email: mailboxEmailSummarySchema.extend({
    html: z.string(),
    text: z.string(),
    /**
     * Every web link of the email, in order, to follow outside its frame; `sitePath` is the path
     * of a link to this site, so that it opens here whatever host name the browser used.
     */
    links: z.array(z.object({ url: z.string(), sitePath: z.string().nullable() })),
  }),
});
export type MailboxEmail = z.infer<typeof mailboxEmailSchema>['email'];

/** POST /api/dev/mailbox/test-email: queued to the caller's own address. */
export const mailboxTestEmailSchema = z.object({ to: z.string() });
export type MailboxTestEmail = z.infer<typeof mailboxTestEmailSchema>;
