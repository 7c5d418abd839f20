/**
 * Is a customer ready for use? (spec part 3 sections 2 and 5.) One pure function answers both the
 * list's Is Valid column (a check mark, or the missing items: name, display name, market numbers,
 * feedback numbers, website) and the customer's full completeness messages, so the two never
 * disagree. The list knows only the customer's own record; teams and surveys come with its details,
 * and while they are unknown (`undefined`) their checks are not made.
 */

/** The spec's completeness messages, in its order and its words. */
export const CUSTOMER_COMPLETENESS_MESSAGES = {
  nameRequired: 'Name is required',
  displayNameRequired: 'Display Name is required',
  websiteRequired: 'Website is required',
  websiteHost: 'Website should start with "{host}"',
  marketNumberRequired: 'Market Number is required',
  feedbackNumberRequired: 'Feedback Number is required',
  smsThresholdRequired: 'SMS Re-Engagement Threshold is required',
  callEngagementRequired: 'Call Engagement Length Requirement in Minutes is required',
  averageMonthsRequired: 'Average Months in Program is required',
  noConsents: 'No Consents configured for customer',
  noSurveys: 'No surveys configured for customer',
  noTeams: 'No teams configured for customer',
  teamHasNoUsers: 'Team has no users',
  teamHasNoManager: 'Team has no manager',
} as const;
export type CustomerIssueKey = keyof typeof CUSTOMER_COMPLETENESS_MESSAGES;

/** The list's Is Valid items, in the spec's order. */
export const CUSTOMER_MISSING_ITEMS = ['name', 'displayName', 'marketNumbers', 'feedbackNumbers', 'website'] as const;
export type CustomerMissingItem = (typeof CUSTOMER_MISSING_ITEMS)[number];

/** Where a customer's website must live (the spec's "{host}"). */
export const CUSTOMER_WEBSITE_HOST = 'https://';

export interface CustomerIssue {
  key: CustomerIssueKey;
  /** The team a team issue is about. */
  team?: string;
}

export interface CustomerCompletenessInput {
  name: string;
  displayName: string;
  website: string | null;
  clientMarketNumbers: readonly { type: string }[];
  smsReEngagementThreshold: number | null;
  callEngagementLengthRequirementInMinutes: number | null;
  averageMonthsInProgram: number | null;
  terms: readonly unknown[];
  /** Known once the details are loaded. */
  surveyCount?: number;
  teams?: readonly { name: string; users: readonly { firstName: string; lastName: string; isManager: boolean }[] }[];
}

export interface CustomerCompleteness {
  /** Empty: the list shows a check mark. */
  missing: CustomerMissingItem[];
  issues: CustomerIssue[];
}

/** A team's users in the order the details show them: managers first, then by name. */
export function sortTeamUsers<U extends { firstName: string; lastName: string; isManager: boolean }>(
  users: readonly U[],
): U[] {
  return [...users].sort(
    (a, b) =>
      Number(b.isManager) - Number(a.isManager) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
}

export function customerCompleteness(customer: CustomerCompletenessInput): CustomerCompleteness {
  const missing: CustomerMissingItem[] = [];
  const issues: CustomerIssue[] = [];
  const blank = (value: string | null) => !value || value.trim() === '';

  if (blank(customer.name)) {
    missing.push('name');
    issues.push({ key: 'nameRequired' });
  }
  if (blank(customer.displayName)) {
    missing.push('displayName');
    issues.push({ key: 'displayNameRequired' });
  }
  if (!customer.clientMarketNumbers.some((n) => n.type === 'phoneNumber')) missing.push('marketNumbers');
  if (!customer.clientMarketNumbers.some((n) => n.type === 'feedbackNumber')) missing.push('feedbackNumbers');
  if (blank(customer.website)) {
    missing.push('website');
    issues.push({ key: 'websiteRequired' });
  } else if (!customer.website!.trim().startsWith(CUSTOMER_WEBSITE_HOST)) {
    missing.push('website');
    issues.push({ key: 'websiteHost' });
  }
  if (missing.includes('marketNumbers')) issues.push({ key: 'marketNumberRequired' });
  if (missing.includes('feedbackNumbers')) issues.push({ key: 'feedbackNumberRequired' });
  if (customer.smsReEngagementThreshold === null) issues.push({ key: 'smsThresholdRequired' });
  if (customer.callEngagementLengthRequirementInMinutes === null) issues.push({ key: 'callEngagementRequired' });
  if (customer.averageMonthsInProgram === null) issues.push({ key: 'averageMonthsRequired' });
  if (customer.terms.length === 0) issues.push({ key: 'noConsents' });
  if (customer.surveyCount === 0) issues.push({ key: 'noSurveys' });
  if (customer.teams) {
    if (customer.teams.length === 0) issues.push({ key: 'noTeams' });
    for (const team of customer.teams) {
      const [first] = sortTeamUsers(team.users);
      if (!first) issues.push({ key: 'teamHasNoUsers', team: team.name });
      else if (!first.isManager) issues.push({ key: 'teamHasNoManager', team: team.name });
    }
  }
  return { missing, issues };
}
