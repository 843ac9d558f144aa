import { z } from 'zod';
import type { MailRequest } from './queue';
import { mailTemplates } from './templates';

const templateNames = Object.keys(mailTemplates) as [keyof typeof mailTemplates];

const queuedMailSchema = z.object({
  template: z.enum(templateNames),
  to: z.string().min(3),
  userId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
});

/** The mail an outbox event asks for; a payload no template can render fails loudly. */
export function mailRequestOf(payload: Record<string, unknown>): MailRequest {
  const parsed = queuedMailSchema.parse(payload);
  // queueMail is the only writer of these events, and its MailRequest pairs each template with
  // its data type; what is checked here is that the event is one of them.
  return parsed as unknown as MailRequest;
}
