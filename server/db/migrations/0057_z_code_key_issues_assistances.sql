-- A Z-code's key (spec part 3), made from its code for the codes already there: 'Z59.41' -> 'z59-41'.
ALTER TABLE "need_z_codes" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "need_z_codes" SET "key" = lower(replace("code", '.', '-'));--> statement-breakpoint
ALTER TABLE "need_z_codes" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "need_z_codes" ADD COLUMN "issues" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "need_z_codes" ADD COLUMN "assistances" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "need_z_codes_key_idx" ON "need_z_codes" USING btree ("organisation_id","key");
