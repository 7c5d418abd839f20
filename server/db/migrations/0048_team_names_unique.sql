-- Teams already sharing a name (case aside) in an organisation keep it with the team's id after it, the oldest kept as it is, so the index can be made.
UPDATE "teams" AS t SET "name" = t."name" || ' (' || left(t."id"::text, 8) || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY "organisation_id", lower("name") ORDER BY "created_at", "id") AS n FROM "teams") AS d WHERE t."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organisation_name_idx" ON "teams" USING btree ("organisation_id",lower("name"));
