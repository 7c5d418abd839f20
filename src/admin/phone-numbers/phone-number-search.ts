import { formatPhoneNumber } from '../../shared/member/member-info-format.ts';
import { matchesTeamSearch } from '../teams/team-search.ts';

/** Phone Number Management's search (spec part 3 section 2): by name, description or number, as stored or as read. */
export function matchesPhoneNumberSearch(
  search: string,
  number: { displayName: string; description: string | null; number: string },
): boolean {
  const digits = search.replace(/[\s()\-.]/g, '');
  return (
    matchesTeamSearch(search, [
      number.displayName,
      number.description,
      number.number,
      formatPhoneNumber(number.number),
    ]) ||
    (/^\+?\d{3,}$/.test(digits) && number.number.includes(digits.replace(/^\+/, '')))
  );
}
