/**
 * The Add action form (part 2 section 5) as values, its schema and the request it becomes: the
 * duration typed as text and parsed to whole minutes, the date no earlier than a week back, and
 * the resource referrals (each needs a name; the phone is masked and sent as +1 and 10 digits;
 * zip 5 digits).
 */
import { type } from 'arktype';
import {
  actionDateAllowed,
  isoDay,
  NEED_LIMITS,
  NEED_MESSAGES,
  needDescription,
  parseDurationMinutes,
  type CreateActionBody,
} from '../../domain/index.ts';
import { phoneForRequest } from './needs-metadata.ts';

export interface ReferralValues {
  resourceName: string;
  contactName: string;
  phoneNumber: string;
  url: string;
  streetAddress: string;
  city: string;
  state: string;
  zipcode: string;
}

export interface ActionValues {
  activityId: string;
  date: string;
  duration: string;
  description: string;
  resourceReferred: boolean;
  referrals: ReferralValues[];
  markAsFulfilled: boolean;
}

export const emptyReferral = (): ReferralValues => ({
  resourceName: '',
  contactName: '',
  phoneNumber: '',
  url: '',
  streetAddress: '',
  city: '',
  state: '',
  zipcode: '',
});

const text = (max: number) => type(`string <= ${max}`);

const referralSchema = type({
  resourceName: type('string')
    .narrow((value, ctx) => value.trim() !== '' || ctx.reject({ message: NEED_MESSAGES.resourceNameRequired }))
    .and(text(NEED_LIMITS.resourceName)),
  contactName: text(NEED_LIMITS.referralText),
  phoneNumber: type('string').narrow(
    (value, ctx) =>
      [0, 10].includes(value.replace(/\D/g, '').length) || ctx.reject({ message: 'Phone number requires 10 digits.' }),
  ),
  url: text(NEED_LIMITS.url),
  streetAddress: text(NEED_LIMITS.referralText),
  city: text(NEED_LIMITS.referralText),
  state: text(NEED_LIMITS.referralText),
  zipcode: type('string').narrow(
    (value, ctx) =>
      value.trim() === '' || /^\d{5}$/.test(value.trim()) || ctx.reject({ message: 'Zip must be 5 digits.' }),
  ),
});

/** The form's schema on a given day (the earliest date is a week before it). */
export function actionFormSchema(today: string) {
  return type({
    activityId: type('string > 0'),
    date: isoDay.narrow(
      (value, ctx) => actionDateAllowed(value, today) || ctx.reject({ message: NEED_MESSAGES.actionDateTooEarly }),
    ),
    duration: type('string').narrow(
      (value, ctx) =>
        (parseDurationMinutes(value) ?? 0) >= 1 ||
        ctx.reject({ message: 'Duration must be a whole number of minutes.' }),
    ),
    description: needDescription('Description'),
    resourceReferred: 'boolean',
    referrals: referralSchema.array(),
    markAsFulfilled: 'boolean',
  });
}

export function actionRequest(values: ActionValues): Omit<
  CreateActionBody,
  'resourceReferrals' | 'durationInMinutes'
> & {
  durationInMinutes: number;
  resourceReferrals: CreateActionBody['resourceReferrals'];
} {
  return {
    id: crypto.randomUUID(),
    activityId: values.activityId,
    date: values.date,
    durationInMinutes: parseDurationMinutes(values.duration) ?? 0,
    description: values.description.trim(),
    markAsFulfilled: values.markAsFulfilled,
    resourceReferrals: values.resourceReferred
      ? values.referrals.map((referral) => ({
          id: crypto.randomUUID(),
          resourceName: referral.resourceName.trim(),
          contactName: referral.contactName.trim() || null,
          phoneNumber: phoneForRequest(referral.phoneNumber) || null,
          url: referral.url.trim() || null,
          streetAddress: referral.streetAddress.trim() || null,
          city: referral.city.trim() || null,
          state: referral.state.trim() || null,
          zipcode: referral.zipcode.trim() || null,
          programId: null,
        }))
      : [],
  };
}
