CREATE TABLE "adt_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"transport" text NOT NULL,
	"sender" text,
	"control_id" text,
	"message_type" text,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"ack_code" text NOT NULL,
	"member_id" uuid,
	"hospitalization_id" uuid
);
--> statement-breakpoint
ALTER TABLE "hospitalizations" ADD COLUMN "visit_number" text;--> statement-breakpoint
ALTER TABLE "adt_messages" ADD CONSTRAINT "adt_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adt_messages" ADD CONSTRAINT "adt_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adt_messages" ADD CONSTRAINT "adt_messages_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adt_messages" ADD CONSTRAINT "adt_messages_hospitalization_id_hospitalizations_id_fk" FOREIGN KEY ("hospitalization_id") REFERENCES "public"."hospitalizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adt_messages_control_idx" ON "adt_messages" USING btree ("client_id","sender","control_id") WHERE status <> 'duplicate';--> statement-breakpoint
CREATE INDEX "adt_messages_review_idx" ON "adt_messages" USING btree ("organisation_id","status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitalizations_member_visit_idx" ON "hospitalizations" USING btree ("member_id","visit_number");