import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_WEBSITE_HOST,
  type CustomerIssue,
  type CustomerIssueKey,
  type CustomerMissingItem,
} from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/**
 * Customers' field labels, the schema's and server's English, and the completeness messages
 * (domain/customer-completeness.ts) in the reader's words.
 */
export function useCustomerWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      name: t`Name`,
      displayName: t`Display name`,
      website: t`Website`,
      medicalCenterId: t`Medical center id`,
      marketNumberIds: t`Market numbers`,
      feedbackNumberIds: t`Feedback numbers`,
      clientMarketNumbers: t`Market numbers`,
      smsReEngagementThreshold: t`SMS re-engagement threshold`,
      callEngagementLengthRequirementInMinutes: t`Call engagement length requirement in minutes`,
      averageMonthsInProgram: t`Average months in program`,
      chwInitialMinutes: t`CHW initial minutes (G0019)`,
      chwAddOnMinutes: t`CHW add-on minutes (G0022)`,
    }),
    [t],
  );
  const known = useMemo<Record<string, string>>(
    () => ({
      [CUSTOMER_MESSAGES.nameRequired]: t`Name is required.`,
      [CUSTOMER_MESSAGES.nameTooLong]: t`Name must be at most 100 characters.`,
      [CUSTOMER_MESSAGES.displayNameRequired]: t`Display name is required.`,
      [CUSTOMER_MESSAGES.displayNameTooLong]: t`Display name must be at most 100 characters.`,
      [CUSTOMER_MESSAGES.websiteRequired]: t`Website is required.`,
      [CUSTOMER_MESSAGES.websiteTooLong]: t`Website must be at most 300 characters.`,
      [CUSTOMER_MESSAGES.medicalCenterTooLong]: t`Medical center id must be at most 64 characters.`,
      [CUSTOMER_MESSAGES.wholeNumber]: t`Enter a whole number in the allowed range.`,
      [CUSTOMER_MESSAGES.number]: t`Enter a number in the allowed range.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  const host = CUSTOMER_WEBSITE_HOST;
  const issues = useMemo<Record<CustomerIssueKey, string>>(
    () => ({
      nameRequired: t`Name is required`,
      displayNameRequired: t`Display Name is required`,
      websiteRequired: t`Website is required`,
      websiteHost: t`Website should start with "${host}"`,
      marketNumberRequired: t`Market Number is required`,
      feedbackNumberRequired: t`Feedback Number is required`,
      smsThresholdRequired: t`SMS Re-Engagement Threshold is required`,
      callEngagementRequired: t`Call Engagement Length Requirement in Minutes is required`,
      averageMonthsRequired: t`Average Months in Program is required`,
      noConsents: t`No Consents configured for customer`,
      noSurveys: t`No surveys configured for customer`,
      noTeams: t`No teams configured for customer`,
      teamHasNoUsers: t`Team has no users`,
      teamHasNoManager: t`Team has no manager`,
    }),
    [t, host],
  );
  const missing = useMemo<Record<CustomerMissingItem, string>>(
    () => ({
      name: t`name`,
      displayName: t`display name`,
      marketNumbers: t`market numbers`,
      feedbackNumbers: t`feedback numbers`,
      website: t`website`,
    }),
    [t],
  );
  return useMemo(
    () => ({
      labels,
      /** A completeness message; a team's names its team. */
      issue: (issue: CustomerIssue) => (issue.team ? `${issues[issue.key]}: ${issue.team}` : issues[issue.key]),
      missing: (items: readonly CustomerMissingItem[]) => items.map((item) => missing[item]).join(', '),
      ...words,
    }),
    [labels, issues, missing, words],
  );
}
