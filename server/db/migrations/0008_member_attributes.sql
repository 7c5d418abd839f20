CREATE TABLE "member_summary_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"feedback_description_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"summary" text NOT NULL,
	"summary_data_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_summary_feedback_descriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"is_positive" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standard_member_attributes" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_summary" jsonb;--> statement-breakpoint
ALTER TABLE "member_summary_feedback" ADD CONSTRAINT "member_summary_feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_summary_feedback" ADD CONSTRAINT "member_summary_feedback_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_summary_feedback" ADD CONSTRAINT "member_summary_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_summary_feedback" ADD CONSTRAINT "member_summary_feedback_feedback_description_id_member_summary_feedback_descriptions_id_fk" FOREIGN KEY ("feedback_description_id") REFERENCES "public"."member_summary_feedback_descriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_summary_feedback_member_idx" ON "member_summary_feedback" USING btree ("member_id");