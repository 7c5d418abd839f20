import type { FeatureFlag, Permission, Role } from '../../domain/index.ts';

/** GET /users/user/verify (spec part 1 section 7, "Sign-in and session"): who is acting, and the catalogues. */
export interface ActingUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  clientId: string;
  userPermissions: Permission[];
  featureFlags: FeatureFlag[];
  hasAppAccess: boolean;
  location: string | null;
  /** IANA zone, e.g. America/Chicago: "today" on the docket is the guide's day. */
  timeZone: string;
  /** Set while an admin acts as this user. */
  impersonatedUserId: string | null;
  realUserId: string;
  realUserName: string;
  /** Clients the user administers (ADMIN access role); the Hospitalizations tab needs one. */
  administeredClientIds: string[];
}

export interface OrganisationClient {
  id: string;
  name: string;
  displayName: string;
  analyticsUrl: string | null;
}

export interface NamedKey {
  id: number | string;
  key: string;
  name: string;
}

export interface InteractionOutcome extends NamedKey {
  deprecatedAt: string | null;
}

export interface VerifyResponse {
  user: ActingUser;
  clients: OrganisationClient[];
  authenticated: boolean;
  memberStatuses: NamedKey[];
  voiceCallOutcomes: InteractionOutcome[];
  visitOutcomes: InteractionOutcome[];
}

export const VERIFY_PATH = '/users/user/verify';
