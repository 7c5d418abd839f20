import { useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';

/** The do-not-contact reason a member's STOP text sets (server: inbound texts). */
const STOP_REASON = 'STOP';

/**
 * A banner per phone number the member opted out of texts from by texting STOP (spec part 1
 * section 2, "Activity feed"): no texts go there until the member texts START.
 */
export function StopBanners({ phones }: { phones: readonly LiveRow<'memberPhones'>[] }) {
  const { t } = useLingui();
  const stopped = phones.filter((phone) => phone.doNotContactReason?.toUpperCase() === STOP_REASON);
  if (stopped.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {stopped.map((phone) => {
        const number = formatPhoneNumber(phone.number);
        return (
          <Banner key={phone.id} tone="warning" className="rounded-md border">
            {t`The member texted STOP from ${number}, so texts to this number are blocked. Ask the member to text START to this number to opt back in.`}
          </Banner>
        );
      })}
    </div>
  );
}
