CREATE TABLE "call_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"recording_sid" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid,
	"duration_seconds" integer,
	"transcript" jsonb,
	"transcript_text" text,
	"generated_notes" text,
	"transcribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "phone_number_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "resource_interaction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "scheduled_event_id" uuid;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "voicemail_file_id" uuid;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_sid_idx" ON "call_recordings" USING btree ("organisation_id","recording_sid");--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "calls_sid_idx" ON "calls" USING btree ("sid");