/** The training page's rows (spec part 3 section 3, "Training character", "Training provider status"). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/** A member staff practise on; heard by admins only (the page is theirs). */
export const trainingCharacter = defineEntity({
  kind: 'trainingCharacter',
  schema: type({ id: 'string', firstName: 'string', lastName: 'string', assignedGuideId: 'string | null' }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/** The organisation's training client and whether it is a provider client; `id` is the client's. */
export const trainingProviderStatus = defineEntity({
  kind: 'trainingProviderStatus',
  schema: type({ id: 'string', isProviderClient: 'boolean' }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});
