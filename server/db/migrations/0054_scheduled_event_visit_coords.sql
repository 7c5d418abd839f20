ALTER TABLE "scheduled_events" ADD COLUMN "visit_latitude" double precision;--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD COLUMN "visit_longitude" double precision;