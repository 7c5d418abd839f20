-- The member page: members' status history (the feed's status events), dismissed alerts, and one member per external patient id in an organisation.
CREATE TABLE "member_status_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_status_id" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"feed_item_id" uuid,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_status_events" ADD CONSTRAINT "member_status_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_events" ADD CONSTRAINT "member_status_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_events" ADD CONSTRAINT "member_status_events_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_events" ADD CONSTRAINT "member_status_events_member_status_id_member_statuses_id_fk" FOREIGN KEY ("member_status_id") REFERENCES "public"."member_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_events" ADD CONSTRAINT "member_status_events_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_status_events_member_idx" ON "member_status_events" USING btree ("member_id","effective_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_patient_idx" ON "users" USING btree ("organisation_id","external_patient_id");--> statement-breakpoint
CREATE INDEX "alerts_organisation_member_idx" ON "alerts" USING btree ("organisation_id","member_id");