-- Consent identity changes recorded before 0050 carried the member's answers (name, birth date, e-mail, address), which staff browsers never used: the change log keeps only what the entity declares.
UPDATE "change_log" SET "data" = "data" - 'name' - 'dateOfBirth' - 'dateOfBirthIso' - 'email' - 'line1' - 'city' - 'state' - 'zip' WHERE "entity" = 'consentIdentity' AND "data" IS NOT NULL;
