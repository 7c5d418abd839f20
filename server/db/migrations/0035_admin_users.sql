ALTER TABLE "team_memberships" ADD COLUMN "role" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD COLUMN "start_date" bigint;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD COLUMN "end_date" bigint;--> statement-breakpoint
ALTER TABLE "user_client_access" ADD COLUMN "start_date" bigint;--> statement-breakpoint
ALTER TABLE "user_client_access" ADD COLUMN "end_date" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "resourcing_number" text;