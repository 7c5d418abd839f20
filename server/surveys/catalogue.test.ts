import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { surveyContentSchema } from '../../domain/index.ts';
import { NEED_CATALOGUE_KEYS } from '../seed/needs-catalogue.ts';
import { SURVEY_CATALOGUE } from './catalogue.ts';

describe('the survey catalogue every organisation starts with', () => {
  it.each(SURVEY_CATALOGUE.map((survey) => [survey.key, survey] as const))(
    '%s is valid published content',
    (_, survey) => {
      expect(surveyContentSchema(survey.content)).not.toBeInstanceOf(type.errors);
    },
  );

  it('names only needs issues the needs catalogue has, so each offer finds its issue', () => {
    const named = SURVEY_CATALOGUE.flatMap((survey) =>
      survey.content.questions.flatMap((question) => (question.options ?? []).flatMap((o) => o.needIssueKey ?? [])),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !NEED_CATALOGUE_KEYS.issues.includes(key))).toEqual([]);
  });
});
