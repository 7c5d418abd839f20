CREATE TABLE "member_counts" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_live_member_name_idx";--> statement-breakpoint
ALTER TABLE "member_counts" ADD CONSTRAINT "member_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_live_member_name_idx" ON "users" USING btree ("organisation_id",lower("last_name"),lower("first_name"),"id","search_name","last_name","first_name") WHERE "users"."role" = 'PATIENT' and "users"."is_deleted" = false;--> statement-breakpoint
-- The count follows every way a row enters or leaves the live members. Inserts and deletes are
-- counted per statement (a seed inserts thousands of members in one); an update only when it changes
-- what decides membership, so the frequent updates of other columns do not run it at all.
CREATE FUNCTION "member_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO member_counts AS c (organisation_id, live)
		SELECT organisation_id, count(*) FROM inserted WHERE role = 'PATIENT' AND NOT is_deleted GROUP BY organisation_id
		ON CONFLICT (organisation_id) DO UPDATE SET live = c.live + excluded.live;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "member_counts_after_insert"();--> statement-breakpoint
CREATE FUNCTION "member_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE member_counts AS c SET live = c.live - gone.n
		FROM (SELECT organisation_id, count(*) AS n FROM deleted WHERE role = 'PATIENT' AND NOT is_deleted GROUP BY organisation_id) gone
		WHERE c.organisation_id = gone.organisation_id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "member_counts_after_delete"();--> statement-breakpoint
CREATE FUNCTION "member_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.role = 'PATIENT' AND NOT OLD.is_deleted THEN
		UPDATE member_counts SET live = live - 1 WHERE organisation_id = OLD.organisation_id;
	END IF;
	IF NEW.role = 'PATIENT' AND NOT NEW.is_deleted THEN
		INSERT INTO member_counts AS c (organisation_id, live) VALUES (NEW.organisation_id, 1)
			ON CONFLICT (organisation_id) DO UPDATE SET live = c.live + 1;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_counts_update" AFTER UPDATE OF "role", "is_deleted", "organisation_id" ON "users" FOR EACH ROW
	WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted OR OLD.organisation_id IS DISTINCT FROM NEW.organisation_id)
	EXECUTE FUNCTION "member_counts_after_update"();--> statement-breakpoint
INSERT INTO member_counts (organisation_id, live)
	SELECT organisation_id, count(*) FROM users WHERE role = 'PATIENT' AND NOT is_deleted GROUP BY organisation_id;
