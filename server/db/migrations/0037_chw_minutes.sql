ALTER TABLE "organisations" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "chw_initial_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "chw_add_on_minutes" integer DEFAULT 30 NOT NULL;