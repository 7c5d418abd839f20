/**
 * The Secret Training Admin Page (spec part 3 section 7), for admins only: the training
 * characters, their reset to the seeded state, and the training client's provider status.
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { trainingProviderStatusBody } from '../training.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const characters = type({ data: ENTITIES.trainingCharacter.schema.array() });

export const trainingCharacters = defineOperation({
  method: 'GET',
  path: '/users/training-characters',
  response: characters,
  lists: 'trainingCharacter',
  access: admin,
});

/** Puts every training character back as seeded; answers the refreshed list. */
export const resetTrainingCharacters = defineOperation({
  method: 'POST',
  path: '/users/reset-training-characters',
  response: characters,
  access: admin,
  idempotent: true,
});

export const trainingProviderStatus = defineOperation({
  method: 'GET',
  path: '/clients/training-provider-status',
  response: ENTITIES.trainingProviderStatus.schema,
  lists: 'trainingProviderStatus',
  one: true,
  access: admin,
});

export const setTrainingProviderStatus = defineOperation({
  method: 'POST',
  path: '/clients/training-provider-status',
  body: trainingProviderStatusBody,
  response: ENTITIES.trainingProviderStatus.schema,
  access: admin,
  idempotent: true,
});
