DROP INDEX "calls_organisation_started_idx";--> statement-breakpoint
DROP INDEX "sms_organisation_created_idx";--> statement-breakpoint
CREATE INDEX "calls_organisation_started_idx" ON "calls" USING btree ("organisation_id","time_started","id","status","incoming","is_feedback_call");--> statement-breakpoint
CREATE INDEX "sms_organisation_created_idx" ON "sms_messages" USING btree ("organisation_id","created_at","id","incoming");