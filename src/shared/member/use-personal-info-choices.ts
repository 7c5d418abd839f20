import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseRaceEthnicitySummary, type Ethnicity, type Race, type ReportedLanguage } from '../../../domain/index.ts';

/** The personal information pick lists (part 2 section 9) in the reader's language, by stored value. */
export interface PersonalInfoChoiceWords {
  race: Readonly<Record<Race, string>>;
  ethnicity: Readonly<Record<Ethnicity, string>>;
  reportedLanguage: Readonly<Record<ReportedLanguage, string>>;
  /** A stored race and ethnicity summary in the reader's words; a text the lists do not make, as it is. */
  raceEthnicity: (summary: string) => string;
  /** A stored reported language in the reader's words; one the list does not have, as it is. */
  language: (value: string) => string;
}

export function usePersonalInfoChoiceWords(): PersonalInfoChoiceWords {
  const { t } = useLingui();
  return useMemo(() => {
    const race: Record<Race, string> = {
      'American Indian or Alaska Native': t`American Indian or Alaska Native`,
      Asian: t`Asian`,
      'Black or African American': t`Black or African American`,
      'Native Hawaiian or Other Pacific Islander': t`Native Hawaiian or Other Pacific Islander`,
      White: t`White`,
      'Other race': t`Other race`,
      'Not specified': t`Not specified`,
      'Chose not to say': t`Chose not to say`,
    };
    const ethnicity: Record<Ethnicity, string> = {
      'Hispanic, Latino, or Spanish': t`Hispanic, Latino, or Spanish`,
      'Not Hispanic, Latino, or Spanish': t`Not Hispanic, Latino, or Spanish`,
      'Not specified': t`Not specified`,
    };
    const reportedLanguage: Record<ReportedLanguage, string> = {
      Albanian: t`Albanian`,
      'American Sign Language': t`American Sign Language`,
      Amharic: t`Amharic`,
      Arabic: t`Arabic`,
      Armenian: t`Armenian`,
      Bengali: t`Bengali`,
      Bosnian: t`Bosnian`,
      Bulgarian: t`Bulgarian`,
      Burmese: t`Burmese`,
      Cantonese: t`Cantonese`,
      'Cape Verdean Creole': t`Cape Verdean Creole`,
      Chuukese: t`Chuukese`,
      Croatian: t`Croatian`,
      Czech: t`Czech`,
      Dari: t`Dari`,
      Dutch: t`Dutch`,
      English: t`English`,
      Farsi: t`Farsi`,
      French: t`French`,
      German: t`German`,
      Greek: t`Greek`,
      Gujarati: t`Gujarati`,
      'Haitian Creole': t`Haitian Creole`,
      Hebrew: t`Hebrew`,
      Hindi: t`Hindi`,
      Hmong: t`Hmong`,
      Hungarian: t`Hungarian`,
      Igbo: t`Igbo`,
      Ilocano: t`Ilocano`,
      Indonesian: t`Indonesian`,
      Italian: t`Italian`,
      Japanese: t`Japanese`,
      Karen: t`Karen`,
      Khmer: t`Khmer`,
      Kinyarwanda: t`Kinyarwanda`,
      Korean: t`Korean`,
      Kurdish: t`Kurdish`,
      Lao: t`Lao`,
      Mandarin: t`Mandarin`,
      Marshallese: t`Marshallese`,
      Navajo: t`Navajo`,
      Nepali: t`Nepali`,
      Pashto: t`Pashto`,
      Polish: t`Polish`,
      Portuguese: t`Portuguese`,
      Punjabi: t`Punjabi`,
      Romanian: t`Romanian`,
      Russian: t`Russian`,
      Samoan: t`Samoan`,
      Serbian: t`Serbian`,
      Somali: t`Somali`,
      Spanish: t`Spanish`,
      Swahili: t`Swahili`,
      Tagalog: t`Tagalog`,
      Tamil: t`Tamil`,
      Telugu: t`Telugu`,
      Thai: t`Thai`,
      Tigrinya: t`Tigrinya`,
      Tongan: t`Tongan`,
      Ukrainian: t`Ukrainian`,
      Urdu: t`Urdu`,
      Vietnamese: t`Vietnamese`,
      Yiddish: t`Yiddish`,
      Yoruba: t`Yoruba`,
      'Other language': t`Other language`,
    };
    const raceEthnicity = (summary: string) => {
      const parsed = parseRaceEthnicitySummary(summary);
      if (!parsed) return summary;
      return parsed.ethnicity ? `${race[parsed.race]} (${ethnicity[parsed.ethnicity]})` : race[parsed.race];
    };
    const language = (value: string) => (reportedLanguage as Partial<Record<string, string>>)[value] ?? value;
    return { race, ethnicity, reportedLanguage, raceEthnicity, language };
  }, [t]);
}
