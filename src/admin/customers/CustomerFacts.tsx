import { Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerCompleteness } from '../../../domain/index.ts';
import type { useCustomerDetails } from './use-customer-details.ts';
import { useCustomerWords } from './use-customer-words.ts';

/** The completeness messages (spec part 3 section 5), or that the customer is complete. */
export function CompletenessList({ completeness }: { completeness: CustomerCompleteness }) {
  const words = useCustomerWords();
  if (completeness.issues.length === 0)
    return (
      <p className="inline-flex items-center gap-1 text-green-800">
        <Check aria-hidden className="size-5" />
        <Trans>This customer is complete.</Trans>
      </p>
    );
  return (
    <ul className="list-disc pl-5 text-red-800">
      {completeness.issues.map((issue) => (
        <li key={`${issue.key}-${issue.team ?? ''}`}>{words.issue(issue)}</li>
      ))}
    </ul>
  );
}

/** The customer's teams and their users, managers first and marked. */
export function TeamsList({ teams }: { teams: ReturnType<typeof useCustomerDetails>['teams'] }) {
  const { t } = useLingui();
  if (!teams) return <p className="text-slate-600">{t`Loading teams`}</p>;
  if (teams.length === 0) return <p className="text-slate-600">{t`No teams`}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {teams.map((team) => (
        <li key={team.id}>
          <span className="font-medium text-slate-900">{team.name}</span>
          <span className="text-slate-700">
            {': '}
            {team.users.length
              ? team.users
                  .map((user) => {
                    const name = `${user.firstName} ${user.lastName}`;
                    return user.isManager ? t`${name} (manager)` : name;
                  })
                  .join(', ')
              : t`No users`}
          </span>
        </li>
      ))}
    </ul>
  );
}
