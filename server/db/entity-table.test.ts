/**
 * One declaration per entity (`domain/entities/columns.ts`): the table the server derives, the wire
 * schema clients check and the conversion between them agree, in types (tsc checks the
 * `expectTypeOf` lines) and at run time. The migrations were generated from hand-written tables
 * before these were derived; `drizzle-kit generate` finding nothing to migrate is the proof the
 * derived tables are the same, and the round trip below through a real database is the behaviour.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { toWire, type WireRow } from '../../domain/entities/columns.ts';
import {
  ENTITIES,
  type EntityShape,
  type LearnMoreContent,
  type NeedHistoryKind,
  type WorkflowSection,
} from '../../domain/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { ensureReferenceData } from './reference-data.ts';
import {
  callRecordings,
  internalPhoneNumbers,
  learnMoreRecords,
  messageTemplateCategories,
  needHistoryEntries,
  needResourceReferrals,
  surveyRecords,
  teams,
  workflowPhases,
} from './schema/index.ts';

describe('a table entity declared once', () => {
  it('types the table, the insert and the wire row from the same columns', () => {
    expectTypeOf<typeof teams.$inferSelect>().toEqualTypeOf<{
      organisationId: string;
      id: string;
      clientId: string;
      name: string;
      parentTeamId: string | null;
      internalPhoneNumberId: number | null;
      createdAt: Date;
    }>();
    expectTypeOf<typeof internalPhoneNumbers.$inferSelect.supportUserIds>().toEqualTypeOf<string[]>();
    expectTypeOf<typeof internalPhoneNumbers.$inferSelect.id>().toEqualTypeOf<number>();
    expectTypeOf<EntityShape<'team'>>().toEqualTypeOf<WireRow<typeof ENTITIES.team.table.columns>>();
    expectTypeOf<EntityShape<'team'>['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<EntityShape<'internalPhoneNumber'>['id']>().toEqualTypeOf<string>();
    // The count is the read's, not the table's.
    expectTypeOf<typeof teams.$inferSelect>().not.toHaveProperty('memberCount');
    // When a category was made is the server's: in the table, not on the wire; its templates are the read's.
    expectTypeOf<typeof messageTemplateCategories.$inferSelect.createdAt>().toEqualTypeOf<Date>();
    expectTypeOf<EntityShape<'messageTemplateCategory'>>().not.toHaveProperty('createdAt');
    expectTypeOf<EntityShape<'messageTemplateCategory'>['templates'][number]['clientIds']>().toEqualTypeOf<string[]>();
    // A JSON column of a schema is typed by it, in the row and on the wire; a renamed column keeps its field's name.
    expectTypeOf<typeof workflowPhases.$inferSelect.sections>().toEqualTypeOf<WorkflowSection[]>();
    expectTypeOf<EntityShape<'workflowPhase'>['sections']>().toEqualTypeOf<WorkflowSection[]>();
    expectTypeOf<typeof learnMoreRecords.$inferSelect.learnMoreContent>().toEqualTypeOf<LearnMoreContent>();
    // An instant the database's clock defaults may be left out of an insert.
    expectTypeOf<typeof surveyRecords.$inferInsert.updatedAt>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<typeof surveyRecords.$inferSelect.updatedAt>().toEqualTypeOf<Date>();
    // Text of a schema (an enumeration) is typed by it, in the row, the insert and on the wire.
    expectTypeOf<typeof needHistoryEntries.$inferSelect.kind>().toEqualTypeOf<NeedHistoryKind>();
    expectTypeOf<typeof needHistoryEntries.$inferInsert.kind>().toEqualTypeOf<NeedHistoryKind>();
    expectTypeOf<EntityShape<'callRecording'>['kind']>().toEqualTypeOf<'recording' | 'voicemail'>();
    // A computed field may be null: the recording's member is its call's.
    expectTypeOf<EntityShape<'callRecording'>['memberId']>().toEqualTypeOf<string | null>();
    expectTypeOf<typeof callRecordings.$inferSelect>().not.toHaveProperty('memberId');
  });

  it('derives SQL names in snake case, not-null and defaults as declared, the tenant column first', () => {
    const config = getTableConfig(internalPhoneNumbers);
    expect(config.name).toBe('internal_phone_numbers');
    const byName = Object.fromEntries(config.columns.map((c) => [c.name, c]));
    expect(Object.keys(byName)).toEqual([
      'organisation_id',
      'id',
      'display_name',
      'description',
      'number',
      'timezone',
      'is_default',
      'is_feedback_number',
      'sid',
      'friendly_name',
      'support_user_ids',
    ]);
    expect(byName.display_name!.notNull).toBe(true);
    expect(byName.description!.notNull).toBe(false);
    expect(byName.timezone!.default).toBe('America/New_York');
    expect(byName.id!.primary).toBe(true);
    expect(config.indexes.map((index) => index.config.name)).toEqual(['internal_phone_numbers_one_default_idx']);
    expect(getTableConfig(teams).foreignKeys.map((key) => key.reference().foreignTable)).toHaveLength(3);
  });

  it('refuses a wire row missing a declared field, and accepts the conversion of a stored one', () => {
    const schema = ENTITIES.team.schema;
    const stored = {
      id: randomUUID(),
      clientId: randomUUID(),
      name: 'North',
      parentTeamId: null,
      internalPhoneNumberId: 7,
      createdAt: new Date('2026-12-01T15:00:00.000Z'),
    };
    const wire = toWire(ENTITIES.team.table.columns, stored, { memberCount: 3 });
    expect(wire).toEqual({ ...stored, createdAt: '2026-12-01T15:00:00.000Z', memberCount: 3 });
    expect(schema.allows(wire)).toBe(true);
    const { memberCount: _dropped, ...withoutCount } = wire;
    expect(schema.allows(withoutCount)).toBe(false);
    expect(schema.allows({ ...wire, createdAt: stored.createdAt })).toBe(false);
  });

  it('keeps an internal column off the wire and checks a computed list by its own schema', () => {
    const columns = ENTITIES.messageTemplateCategory.table.columns;
    const row = { id: 'outreach', name: 'Outreach', sortOrder: 1, stageKey: null, createdAt: new Date() };
    const template = {
      id: 't1',
      template: 'Hi',
      categoryId: 'outreach',
      sortOrder: 1,
      allClients: true,
      clientIds: [],
    };
    const wire = toWire(columns, row, { templates: [template] });
    expect(wire).toEqual({ id: 'outreach', name: 'Outreach', sortOrder: 1, stageKey: null, templates: [template] });
    expect(ENTITIES.messageTemplateCategory.schema.allows(wire)).toBe(true);
    expect(
      ENTITIES.messageTemplateCategory.schema.allows({ ...wire, templates: [{ ...template, clientIds: 'all' }] }),
    ).toBe(false);
  });

  it('keeps a JSON column of a schema, checked on the wire by it, and defaults an instant to the clock', () => {
    const byName = Object.fromEntries(getTableConfig(learnMoreRecords).columns.map((c) => [c.name, c]));
    expect(Object.keys(byName)).toEqual(['organisation_id', 'id', 'title', 'content', 'created_at', 'updated_at']);
    expect(byName.content!.getSQLType()).toBe('jsonb');
    expect(byName.updated_at!.notNull).toBe(true);
    expect(byName.updated_at!.hasDefault).toBe(true);

    const section: WorkflowSection = {
      id: 'intro',
      title: 'Introduction',
      usableIn: 'workflow',
      type: 'paragraph',
      content: [{ header: 'Welcome', body: 'What the program offers.' }],
    };
    const row = {
      id: randomUUID(),
      title: 'Intake',
      description: 'First steps',
      sortOrder: 1,
      sections: [section],
      nextSteps: '',
      surveyKey: null,
      createdAt: new Date(),
    };
    const wire = toWire(ENTITIES.workflowPhase.table.columns, row, {});
    const { createdAt: _internal, ...sent } = row;
    expect(wire).toEqual(sent);
    expect(ENTITIES.workflowPhase.schema.allows(wire)).toBe(true);
    expect(ENTITIES.workflowPhase.schema.allows({ ...wire, sections: [{ ...section, type: 'table' }] })).toBe(false);
  });

  it('deletes with the target row where a foreign key says so, and checks text by its schema on the wire', () => {
    const onDelete = Object.fromEntries(
      getTableConfig(needResourceReferrals).foreignKeys.map((key) => [key.reference().columns[0]!.name, key.onDelete]),
    );
    expect(onDelete).toEqual({
      organisation_id: 'no action',
      action_id: 'cascade',
      need_id: 'cascade',
      member_id: 'no action',
      creator_id: 'no action',
    });

    const row = {
      id: randomUUID(),
      clientId: randomUUID(),
      callId: randomUUID(),
      recordingSid: 'RE0001',
      kind: 'voicemail' as const,
      fileId: null,
      durationSeconds: 12,
      transcript: null,
      transcriptText: null,
      generatedNotes: null,
      transcribedAt: null,
      createdAt: new Date('2026-12-01T15:00:00.000Z'),
    };
    const wire = toWire(ENTITIES.callRecording.table.columns, row, { memberId: null });
    const { clientId: _customer, recordingSid: _sid, ...sent } = row;
    expect(wire).toEqual({ ...sent, memberId: null, createdAt: '2026-12-01T15:00:00.000Z' });
    expect(ENTITIES.callRecording.schema.allows(wire)).toBe(true);
    expect(ENTITIES.callRecording.schema.allows({ ...wire, kind: 'fax' })).toBe(false);
    // A test row names such text itself: no made-up text is one of its values.
    expect(() => entityRow(ENTITIES.callRecording, { callId: row.callId })).toThrow(/give kind/);
    expect(entityRow(ENTITIES.callRecording, { kind: 'recording' })).toMatchObject({ kind: 'recording' });
  });

  describe('through a database', () => {
    let db: TestDatabase;
    let org: TestOrganisation;
    beforeAll(async () => {
      db = await createTestDatabase('pglite');
      await ensureReferenceData(db.database.db);
      org = await createOrganisation(db.database.db, 'Declared');
    });
    afterAll(() => db?.drop());

    it('inserts a factory row, reads it back and sends it as the wire schema says', async () => {
      const [line] = await db.database.db
        .insert(internalPhoneNumbers)
        .values(entityRow(ENTITIES.internalPhoneNumber, { organisationId: org.organisationId, number: '+13125550142' }))
        .returning();
      const wire = toWire(ENTITIES.internalPhoneNumber.table.columns, line!, {});
      expect(wire).toMatchObject({ id: String(line!.id), isDefault: false, supportUserIds: [], sid: null });
      expect(wire.displayName).toMatch(/^displayName \d+$/);
      expect(ENTITIES.internalPhoneNumber.schema.allows(wire)).toBe(true);

      const id = randomUUID();
      await db.database.db
        .insert(teams)
        .values(entityRow(ENTITIES.team, { id, organisationId: org.organisationId, clientId: org.clientId }));
      const [team] = await db.database.db.select().from(teams).where(eq(teams.id, id));
      const teamWire = toWire(ENTITIES.team.table.columns, team!, { memberCount: 0 });
      expect(ENTITIES.team.schema.allows(teamWire)).toBe(true);
      expect(teamWire.parentTeamId).toBeNull();
    });

    it('writes a renamed column under its field and stamps a defaulted instant', async () => {
      const learnMoreContent: LearnMoreContent = { title: 'Why we ask', sections: [] };
      const [record] = await db.database.db
        .insert(learnMoreRecords)
        .values(
          entityRow(ENTITIES.learnMoreRecord, {
            organisationId: org.organisationId,
            title: learnMoreContent.title,
            learnMoreContent,
          }),
        )
        .returning();
      expect(record!.updatedAt).toBeInstanceOf(Date);
      const wire = toWire(ENTITIES.learnMoreRecord.table.columns, record!, {});
      expect(wire).toEqual({ id: record!.id, learnMoreContent, updatedAt: record!.updatedAt.toISOString() });
      expect(ENTITIES.learnMoreRecord.schema.allows(wire)).toBe(true);
    });
  });
});
