CREATE TABLE "training_characters" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"seeded_status_id" integer NOT NULL,
	"seeded_stage_id" integer NOT NULL,
	"seeded_guide_id" uuid,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"is_provider_client" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_characters" ADD CONSTRAINT "training_characters_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_characters" ADD CONSTRAINT "training_characters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_characters" ADD CONSTRAINT "training_characters_seeded_status_id_member_statuses_id_fk" FOREIGN KEY ("seeded_status_id") REFERENCES "public"."member_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_characters" ADD CONSTRAINT "training_characters_seeded_stage_id_member_stages_id_fk" FOREIGN KEY ("seeded_stage_id") REFERENCES "public"."member_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_characters" ADD CONSTRAINT "training_characters_seeded_guide_id_users_id_fk" FOREIGN KEY ("seeded_guide_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_clients" ADD CONSTRAINT "training_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_clients" ADD CONSTRAINT "training_clients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_clients_organisation_idx" ON "training_clients" USING btree ("organisation_id");