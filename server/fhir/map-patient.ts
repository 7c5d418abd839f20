/**
 * The member as a US Core Patient, and the staff a record names as US Core Practitioners (their
 * names only: a staff user's login e-mail and phone lines are the organisation's, not the record's).
 * Gender: the portal records none, so it is `unknown` (US Core asks for the element; `unknown` is
 * its value for "not known").
 */
import { PROFILES, SYSTEMS } from './codes.ts';
import { instant } from './ids.ts';
import type { RecordAddress, RecordMember, RecordPhone, RecordEmail, RecordStaff } from './record.ts';
import type { Address, ContactPoint, HumanName, Identifier, Patient, Practitioner } from './types.ts';

const uuidIdentifier = (id: string): Identifier => ({ system: SYSTEMS.uri, value: `urn:uuid:${id}` });

/** A name with no empty parts (FHIR refuses empty strings). */
function humanName(use: HumanName['use'], given: string | null, family: string | null): HumanName | null {
  const first = given?.trim();
  const last = family?.trim();
  if (!first && !last) return null;
  return { ...(use ? { use } : {}), ...(last ? { family: last } : {}), ...(first ? { given: [first] } : {}) };
}

/** `Mobile`, `Home`, `Work` as the member information form describes numbers; the lookup's type wins for mobiles. */
function phoneUse(phone: RecordPhone): ContactPoint['use'] {
  if (phone.type === 'mobile' || /mobile|cell/i.test(phone.description)) return 'mobile';
  if (/work|office/i.test(phone.description)) return 'work';
  if (/home/i.test(phone.description)) return 'home';
  return undefined;
}

function telecom(phones: readonly RecordPhone[], emails: readonly RecordEmail[]): ContactPoint[] {
  const points: ContactPoint[] = [];
  for (const phone of phones) {
    const use = phoneUse(phone);
    points.push({
      system: 'phone',
      value: phone.number,
      ...(use ? { use } : {}),
      ...(phone.isPrimary ? { rank: 1 } : {}),
    });
  }
  for (const email of emails)
    points.push({ system: 'email', value: email.emailAddress, ...(email.isPrimary ? { rank: 1 } : {}) });
  return points;
}

function address(row: RecordAddress): Address {
  const line = [row.line1, row.line2].map((part) => part?.trim()).filter((part): part is string => !!part);
  const use =
    row.description && /work/i.test(row.description)
      ? 'work'
      : row.description && /home/i.test(row.description)
        ? 'home'
        : undefined;
  return {
    ...(use ? { use } : {}),
    type: 'physical',
    line,
    city: row.city,
    state: row.state,
    postalCode: row.zip,
    country: 'US',
  };
}

const LANGUAGES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

export function mapPatient(
  member: RecordMember,
  contact: { phones: readonly RecordPhone[]; emails: readonly RecordEmail[]; addresses: readonly RecordAddress[] },
): Patient {
  const names = [
    humanName('official', member.firstName, member.lastName),
    member.preferredName ? humanName('usual', member.preferredName, member.lastName) : null,
  ].filter((name): name is HumanName => name !== null);
  const identifier = [uuidIdentifier(member.id)];
  if (member.medicareId?.trim())
    identifier.push({
      type: { coding: [{ system: SYSTEMS.identifierType, code: 'MC', display: "Patient's Medicare number" }] },
      system: SYSTEMS.medicareBeneficiaryId,
      value: member.medicareId.trim(),
    });
  const points = telecom(contact.phones, contact.emails);
  const language = LANGUAGES[member.language] ? member.language : null;
  return {
    resourceType: 'Patient',
    id: member.id,
    meta: { lastUpdated: instant(member.updatedAt), profile: [PROFILES.usCorePatient] },
    identifier,
    active: true,
    name: names.length ? names : [{ text: 'Name not recorded' }],
    ...(points.length ? { telecom: points } : {}),
    gender: 'unknown',
    ...(member.birthDate ? { birthDate: member.birthDate } : {}),
    ...(contact.addresses.length ? { address: contact.addresses.map(address) } : {}),
    ...(language
      ? {
          communication: [
            {
              language: {
                coding: [{ system: SYSTEMS.bcp47, code: language, display: LANGUAGES[language] }],
                ...(member.reportedLanguage?.trim() ? { text: member.reportedLanguage.trim() } : {}),
              },
              preferred: true,
            },
          ],
        }
      : {}),
  };
}

export function mapPractitioner(staff: RecordStaff): Practitioner {
  const name = humanName(undefined, staff.firstName, staff.lastName);
  return {
    resourceType: 'Practitioner',
    id: staff.id,
    meta: {
      lastUpdated: instant(staff.updatedAt),
      // US Core asks for a family name.
      ...(name?.family ? { profile: [PROFILES.usCorePractitioner] } : {}),
    },
    identifier: [uuidIdentifier(staff.id)],
    active: true,
    name: [name ?? { text: 'Staff member' }],
  };
}
