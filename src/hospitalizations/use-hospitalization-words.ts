import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '../shared/format/date-time.ts';

/** The dashboard's words in the reader's language (spec part 1 section 2 "Hospitalizations dashboard"). */
export function useHospitalizationWords() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const dayFormat = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      headline: t`Checking in on Our Hospitalized Members`,
      newlyAdmittedCount: t`Members Newly Admitted`,
      newlyDischargedCount: t`Members Newly Discharged`,
      totalMembers: t`Total Members`,
      newlyAdmittedToggle: t`Newly admitted`,
      newlyDischargedToggle: t`Newly discharged`,
      onlyBehavioralHealth: t`Show only BH Patients`,
      filterKey: { clientIds: t`Customers`, guideIds: t`Guides`, statusIds: t`Statuses` },
      columns: {
        member: t`Member`,
        status: t`Status`,
        guide: t`Guide`,
        admitDate: t`Admit date`,
        dischargeDate: t`Discharge date`,
        hospital: t`Hospital`,
        admitComplaint: t`Admitting diagnosis`,
        followUpType: t`HEDIS measure`,
        actions: t`Actions`,
      },
      enteredByGuide: t`entered by guide`,
      unassigned: t`Unassigned`,
      unknownMember: t`Unknown member`,
      /** A hospital calendar day (`YYYY-MM-DD`) in the reader's words. */
      day: (day: string | null) => {
        if (!day) return '';
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        return dayFormat.format(Date.UTC(y, m - 1, d));
      },
    };
  }, [t, i18n.locale]);
}
