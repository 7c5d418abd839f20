import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_USER_MESSAGES, BULK_MESSAGES, type Role } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/**
 * User Administration's words: field labels, role and team-role names (spec part 3 section 9: the
 * role's name title-cased, in the reader's language), and the schema's and server's English.
 */
export function useUserWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      firstName: t`First name`,
      lastName: t`Last name`,
      email: t`Email`,
      role: t`Role`,
      timeZone: t`Time zone`,
      mobilePhone: t`Mobile phone`,
      resourceNumber: t`Resourcing number`,
      teams: t`Teams`,
      clientAuditors: t`Client auditors`,
      hasAppAccess: t`Has app access`,
    }),
    [t],
  );
  const roles = useMemo<Partial<Record<Role, string>>>(
    () => ({
      SUPER_ADMIN: t`Super Admin`,
      ADMIN: t`Admin`,
      GUIDE: t`Guide`,
      GUIDE_SUPERVISOR: t`Guide Supervisor`,
      PROVIDER: t`Provider`,
      COMMUNITY_OUTREACH_SPECIALIST: t`Community Outreach Specialist`,
      COMMUNITY_HEALTH_WORKER: t`Community Health Worker`,
      SOCIAL_WORKER: t`Social Worker`,
      NURSE_PRACTITIONER: t`Nurse Practitioner`,
    }),
    [t],
  );
  const teamRoles = useMemo(() => ({ MEMBER: t`Member`, VIEWER: t`Viewer` }), [t]);
  const known = useMemo<Record<string, string>>(
    () => ({
      [ADMIN_USER_MESSAGES.firstNameRequired]: t`First name is required.`,
      [ADMIN_USER_MESSAGES.lastNameRequired]: t`Last name is required.`,
      [ADMIN_USER_MESSAGES.nameTooLong]: t`A name must be at most 100 characters.`,
      [ADMIN_USER_MESSAGES.emailInvalid]: t`Enter a valid e-mail address.`,
      [ADMIN_USER_MESSAGES.emailTaken]: t`A user with this e-mail already exists.`,
      [ADMIN_USER_MESSAGES.roleNotAssignable]: t`This role cannot be given here.`,
      [ADMIN_USER_MESSAGES.roleLocked]: t`This user's role cannot be changed here.`,
      [ADMIN_USER_MESSAGES.resourcingNumber]: t`Resourcing Number is required and must be 3 digits`,
      [ADMIN_USER_MESSAGES.noAvailableNumber]: t`No available phone numbers with that resourcing number`,
      [ADMIN_USER_MESSAGES.oneMemberTeam]: t`User may only be MEMBER for one team`,
      [ADMIN_USER_MESSAGES.auditorsOnlyForSupervisors]: t`Client auditors are only for guide supervisors.`,
      [ADMIN_USER_MESSAGES.appAccessSuperAdminOnly]: t`Only a super admin may change app access.`,
      [ADMIN_USER_MESSAGES.lastAdministrator]: t`The organisation must keep at least one active administrator.`,
      [ADMIN_USER_MESSAGES.phoneInvalid]: t`Enter a phone number of 10 digits.`,
      [ADMIN_USER_MESSAGES.endBeforeStart]: t`The end date must be on or after the start date.`,
      [BULK_MESSAGES.userNotFound]: t`User not found.`,
      [BULK_MESSAGES.teamsRequired]: t`Select at least one team.`,
      [BULK_MESSAGES.superAdminOnly]: t`Only a super admin may do this.`,
      [BULK_MESSAGES.appAccessRequired]: t`Choose whether the users get app access.`,
    }),
    [t],
  );
  const issueWords = useFormIssueWords(labels, known);
  return useMemo(
    () => ({
      labels,
      roles,
      teamRoles,
      roleName: (role: string) => roles[role as Role] ?? role,
      /** The server's English in the reader's words (unknown texts pass as they are). */
      message: (english: string) => known[english] ?? english,
      ...issueWords,
    }),
    [labels, roles, teamRoles, known, issueWords],
  );
}
export type UserWords = ReturnType<typeof useUserWords>;
