import { useLingui } from '@lingui/react/macro';
import { needDateLine, needsBeforeCall, type NeedViewing } from '../../../domain/index.ts';
import { useServices } from '../../services/services.tsx';
import { useLive } from '../../data/index.ts';
import { resolveTimeZone } from '../../shared/time/days.ts';
import { useNeedWords } from '../../needs/use-need-words.ts';
import { memberStageKeyOf } from '../../status-change-requests/status-change-form.ts';
import { useActingUser } from '../../services/use-acting-user.ts';

/**
 * Before a call, the member's open needs to raise: up to 3, the soonest to expire first (spec part 2
 * section 4), each with what is left of its window. Nothing shows when none is open.
 */
export function NeedsBeforeCall({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const words = useNeedWords();
  const { clock } = useServices();
  const user = useActingUser();
  const needs = useLive('memberNeeds', { memberId });
  const member = useLive('memberRecord', { memberId }).rows[0];
  const viewing: NeedViewing = {
    nowMs: clock.now(),
    timeZone: resolveTimeZone(user.timeZone),
    memberStageKey: memberStageKeyOf(member?.memberStageId) ?? null,
  };
  const open = needsBeforeCall(needs.rows, viewing);
  if (!open.length) return null;
  return (
    <section aria-label={t`Open needs`} className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t`Open needs`}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
        {open.map((need) => {
          return (
            <li key={need.id} className="flex justify-between gap-3">
              <span>{need.issueLabel}</span>
              <span className="text-slate-600">{words.dateLine(needDateLine(need, viewing))}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
