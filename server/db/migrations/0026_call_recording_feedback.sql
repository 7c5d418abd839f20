CREATE TABLE "call_recording_feedback" (
	"recording_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"is_accurate_summary" boolean,
	"summary_accuracy_issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary_accuracy_feedback" text,
	"is_accurate_transcription" boolean,
	"accuracy_issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"accuracy_feedback" text,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_recording_feedback" ADD CONSTRAINT "call_recording_feedback_recording_id_call_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."call_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recording_feedback" ADD CONSTRAINT "call_recording_feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recording_feedback" ADD CONSTRAINT "call_recording_feedback_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recording_feedback" ADD CONSTRAINT "call_recording_feedback_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;