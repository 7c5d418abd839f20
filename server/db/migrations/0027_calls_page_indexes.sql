CREATE INDEX "calls_organisation_started_idx" ON "calls" USING btree ("organisation_id","time_started","status","incoming","is_feedback_call");--> statement-breakpoint
CREATE INDEX "calls_originator_started_idx" ON "calls" USING btree ("originator_user_id","time_started");--> statement-breakpoint
CREATE INDEX "calls_receiver_started_idx" ON "calls" USING btree ("receiver_user_id","time_started");--> statement-breakpoint
CREATE INDEX "calls_originator_number_idx" ON "calls" USING btree ("originator_phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "calls_receiver_number_idx" ON "calls" USING btree ("receiver_phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "calls_originator_number_reversed_idx" ON "calls" USING btree (reverse("originator_phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "calls_receiver_number_reversed_idx" ON "calls" USING btree (reverse("receiver_phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sms_organisation_created_idx" ON "sms_messages" USING btree ("organisation_id","created_at","incoming");--> statement-breakpoint
CREATE INDEX "sms_user_created_idx" ON "sms_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_number_idx" ON "sms_messages" USING btree ("sms_phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sms_number_reversed_idx" ON "sms_messages" USING btree (reverse("sms_phone_number") text_pattern_ops);