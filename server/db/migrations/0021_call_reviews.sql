CREATE TABLE "call_assignments" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"previous_subject_id" uuid
);
--> statement-breakpoint
CREATE TABLE "voice_call_audits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"audit_type" text NOT NULL,
	"action_taken" boolean,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"todo_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_assignments" ADD CONSTRAINT "call_assignments_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_assignments" ADD CONSTRAINT "call_assignments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_assignments" ADD CONSTRAINT "call_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_audits" ADD CONSTRAINT "voice_call_audits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_audits" ADD CONSTRAINT "voice_call_audits_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_audits" ADD CONSTRAINT "voice_call_audits_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_audits" ADD CONSTRAINT "voice_call_audits_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_call_audits_call_idx" ON "voice_call_audits" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_call_audits_open_idx" ON "voice_call_audits" USING btree ("call_id","assignee_id") WHERE completed_at is null;