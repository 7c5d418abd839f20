/**
 * The training page (spec part 3 sections 2, 3, 7): request schemas and the server's English
 * messages (the page says them in the reader's language).
 */
import { type } from 'arktype';

export const TRAINING_LIMITS = {
  /** Training characters per organisation the page lists (the seed makes a handful). */
  characters: 100,
} as const;

export const TRAINING_MESSAGES = {
  noTrainingClient: 'This organisation has no training client.',
  noTrainingCharacters: 'This organisation has no training characters.',
} as const;

/** POST /clients/training-provider-status. */
export const trainingProviderStatusBody = type({ isProviderClient: 'boolean' });
