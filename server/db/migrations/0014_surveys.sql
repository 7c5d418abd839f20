CREATE TABLE "assigned_surveys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"due_at" timestamp with time zone,
	"checkpoint" jsonb,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"notes" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_question_responses" (
	"organisation_id" uuid NOT NULL,
	"assigned_survey_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"skipped" boolean NOT NULL,
	"selected_option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_response" text,
	"answered_by_user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_question_responses_assigned_survey_id_question_key_pk" PRIMARY KEY("assigned_survey_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"summary" text NOT NULL,
	"is_action_survey" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assigned_surveys" ADD CONSTRAINT "assigned_surveys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_surveys" ADD CONSTRAINT "assigned_surveys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_surveys" ADD CONSTRAINT "assigned_surveys_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_surveys" ADD CONSTRAINT "assigned_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_surveys" ADD CONSTRAINT "assigned_surveys_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_responses" ADD CONSTRAINT "survey_question_responses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_responses" ADD CONSTRAINT "survey_question_responses_assigned_survey_id_assigned_surveys_id_fk" FOREIGN KEY ("assigned_survey_id") REFERENCES "public"."assigned_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_responses" ADD CONSTRAINT "survey_question_responses_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_responses" ADD CONSTRAINT "survey_question_responses_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assigned_surveys_member_idx" ON "assigned_surveys" USING btree ("member_id","assigned_at");--> statement-breakpoint
CREATE INDEX "survey_question_responses_member_idx" ON "survey_question_responses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_organisation_key_idx" ON "surveys" USING btree ("organisation_id","key");