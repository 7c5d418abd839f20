import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MEMBER_CHANGE_FIELDS, MemberChangeSubject, Pronouns } from '../../../domain/index.ts';
import type { ArktypeResolverOptions, DescribeServerError } from '../../../ui/index.ts';
import { wordSchemaMessage, type ChangeFieldLabels, type SchemaMessageWords } from './member-info-text.ts';

type FieldsOf<S extends MemberChangeSubject> = (typeof MEMBER_CHANGE_FIELDS)[S][number][0];

export interface MemberInfoWords {
  schema: SchemaMessageWords;
  /** Labels per subject and field: the compiler asks for a label for every field the domain names. */
  changeFields: ChangeFieldLabels & { readonly [S in MemberChangeSubject]: Readonly<Record<FieldsOf<S>, string>> };
  subject: Readonly<Record<MemberChangeSubject, string>>;
  action: Readonly<Record<'created' | 'updated' | 'deleted', string>>;
  pronouns: Readonly<Record<Pronouns, string>>;
  yes: string;
  no: string;
}

/** The Member info dialogs' words, in the reader's language. */
export function useMemberInfoWords(): MemberInfoWords {
  const { t } = useLingui();
  return useMemo(() => {
    const phoneNumber: Record<FieldsOf<'phoneNumber'>, string> = {
      number: t`Number`,
      description: t`Description`,
      primary: t`Primary`,
      type: t`Type`,
      carrier: t`Carrier`,
    };
    const emailAddress: Record<FieldsOf<'emailAddress'>, string> = {
      emailAddress: t`Email address`,
      description: t`Description`,
      primary: t`Primary`,
    };
    const address: Record<FieldsOf<'address'>, string> = {
      description: t`Label`,
      line1: t`Address line 1`,
      line2: t`Address line 2`,
      city: t`City`,
      state: t`State`,
      zip: t`Zip`,
      primary: t`Primary`,
    };
    const personalInfo: Record<FieldsOf<'personalInfo'>, string> = {
      preferredName: t`Preferred name`,
      namePronunciation: t`Name pronunciation`,
      pronouns: t`Pronouns`,
      reportedLanguage: t`Reported language`,
      raceEthnicitySummary: t`Race and ethnicity`,
      language: t`Language`,
      segment: t`Segment`,
    };
    return {
      schema: {
        phoneNumber: t`Phone number requires 10 digits.`,
        email: t`Email is not valid`,
        state: t`State must be 2 letters.`,
        zip: t`Zip must be 5 digits.`,
        atMost: (label, max) => t`${label} must be at most ${max} characters.`,
        required: (label) => t`${label} is required.`,
        notListed: (label) => t`${label} must be one of the listed choices.`,
      },
      changeFields: { phoneNumber, emailAddress, address, personalInfo },
      subject: {
        phoneNumber: t`Phone number`,
        emailAddress: t`Email address`,
        address: t`Address`,
        personalInfo: t`Personal information`,
      },
      action: { created: t`Added`, updated: t`Updated`, deleted: t`Deleted` },
      pronouns: {
        'she/her/hers': t`she/her/hers`,
        'he/him/his': t`he/him/his`,
        'they/them/theirs': t`they/them/theirs`,
        other: t`Other`,
      },
      yes: t`Yes`,
      no: t`No`,
    };
  }, [t]);
}

/**
 * The resolver's and the server's messages in the reader's words, for a form whose fields are
 * labelled `labels` (by path). `known` words a form's own rules (the domain's English message ->
 * the reader's words); anything else is a schema message worded with the field's label.
 */
export function useFormIssueWords(
  labels: Readonly<Record<string, string>>,
  known: Readonly<Record<string, string>> = NO_KNOWN_MESSAGES,
): {
  resolver: ArktypeResolverOptions;
  server: DescribeServerError;
} {
  const { schema } = useMemberInfoWords();
  return useMemo(() => {
    const word = (message: string, path: string) =>
      known[message] ?? wordSchemaMessage(message, labels[path] ?? path, schema);
    return {
      resolver: { describe: (issue) => word(issue.message, issue.path) },
      server: (path, constraints) => constraints.map((constraint) => word(constraint.message, path)).join(' '),
    };
  }, [labels, known, schema]);
}

const NO_KNOWN_MESSAGES: Readonly<Record<string, string>> = {};
