CREATE INDEX "outbox_events_mail_user_idx" ON "outbox_events" USING btree (("payload"->>'userId')) WHERE "outbox_events"."type" = 'mail.send';
