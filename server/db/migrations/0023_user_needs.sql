CREATE TABLE "need_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"need_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"date" text NOT NULL,
	"duration_in_minutes" integer NOT NULL,
	"description" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"original_action_id" uuid,
	"mark_as_fulfilled" boolean NOT NULL,
	"call_id" uuid,
	"visit_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"overview" text NOT NULL,
	"default_minutes" integer NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_domains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_history_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"need_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"original_value" text,
	"new_value" text,
	"comment" text,
	"action_id" uuid,
	"referral_id" uuid,
	"call_id" uuid,
	"visit_id" uuid,
	"assigned_survey_id" uuid,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"z_code" text,
	"default_time_frame_days" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activity_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overview" text NOT NULL,
	"need_requires_action" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_resource_referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"need_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"contact_name" text,
	"phone_number" text,
	"url" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"program_id" text,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_z_codes" (
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "need_z_codes_organisation_id_code_pk" PRIMARY KEY("organisation_id","code")
);
--> statement-breakpoint
CREATE TABLE "user_needs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"issue_id" uuid,
	"reason" text NOT NULL,
	"identified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"abandoned_at" timestamp with time zone,
	"closed_by_id" uuid,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_comment" text,
	"sort_order" integer NOT NULL,
	"created_by_id" uuid NOT NULL,
	"assigned_survey_id" uuid,
	"last_action_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "need_actions" ADD CONSTRAINT "need_actions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_actions" ADD CONSTRAINT "need_actions_need_id_user_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."user_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_actions" ADD CONSTRAINT "need_actions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_actions" ADD CONSTRAINT "need_actions_activity_id_need_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."need_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_actions" ADD CONSTRAINT "need_actions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_activities" ADD CONSTRAINT "need_activities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_categories" ADD CONSTRAINT "need_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_categories" ADD CONSTRAINT "need_categories_domain_id_need_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."need_domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_domains" ADD CONSTRAINT "need_domains_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_history_entries" ADD CONSTRAINT "need_history_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_history_entries" ADD CONSTRAINT "need_history_entries_need_id_user_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."user_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_history_entries" ADD CONSTRAINT "need_history_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_history_entries" ADD CONSTRAINT "need_history_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_issues" ADD CONSTRAINT "need_issues_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_issues" ADD CONSTRAINT "need_issues_category_id_need_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."need_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_resource_referrals" ADD CONSTRAINT "need_resource_referrals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_resource_referrals" ADD CONSTRAINT "need_resource_referrals_action_id_need_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."need_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_resource_referrals" ADD CONSTRAINT "need_resource_referrals_need_id_user_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."user_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_resource_referrals" ADD CONSTRAINT "need_resource_referrals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_resource_referrals" ADD CONSTRAINT "need_resource_referrals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_z_codes" ADD CONSTRAINT "need_z_codes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_issue_id_need_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."need_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_needs" ADD CONSTRAINT "user_needs_assigned_survey_id_assigned_surveys_id_fk" FOREIGN KEY ("assigned_survey_id") REFERENCES "public"."assigned_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "need_actions_member_idx" ON "need_actions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "need_actions_need_idx" ON "need_actions" USING btree ("need_id");--> statement-breakpoint
CREATE UNIQUE INDEX "need_activities_organisation_key_idx" ON "need_activities" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "need_categories_organisation_key_idx" ON "need_categories" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "need_domains_organisation_key_idx" ON "need_domains" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE INDEX "need_history_entries_need_idx" ON "need_history_entries" USING btree ("need_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "need_issues_organisation_key_idx" ON "need_issues" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE INDEX "need_resource_referrals_member_idx" ON "need_resource_referrals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "user_needs_member_idx" ON "user_needs" USING btree ("member_id","sort_order");--> statement-breakpoint
CREATE INDEX "user_needs_open_expiry_idx" ON "user_needs" USING btree ("organisation_id","expires_at");