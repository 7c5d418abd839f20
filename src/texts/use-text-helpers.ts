/**
 * What the text dialog reads besides the member's phones: the organisation's template categories
 * (a live query, so a template an admin saves is offered at once) narrowed to the member's customer,
 * and this member's template variables and suggestions (one-off calls when it opens).
 * A failure leaves the dialog usable: templates without values (so the missing-variable warning
 * shows) and no suggestions.
 */
import { useEffect, useMemo, useState } from 'react';
import { OPERATIONS } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, type LiveRow } from '../data/index.ts';
import { templatesForMember } from './templates-for-member.ts';

export type TemplateCategory = LiveRow<'messageTemplateCategories'>;

export function useTextHelpers(memberId: string) {
  const { api } = useServices();
  const templates = useLive('messageTemplateCategories', { attempt: 0 });
  const member = useLive('memberRecord', { memberId });
  const [variables, setVariables] = useState<Record<string, string | null>>({});
  // A template chosen before its values arrive would be filled with none: the picker waits for them.
  const [variablesSettled, setVariablesSettled] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(OPERATIONS.messageTemplateVariables, { query: { memberId } })
      .then((answer) => live && setVariables(answer.variables))
      .catch(() => undefined)
      .finally(() => live && setVariablesSettled(true));
    api
      .call(OPERATIONS.messageSuggestions, { query: { memberId } })
      .then((answer) => live && setSuggestions(answer.textSuggestions))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, memberId]);
  // The query orders categories, and each category's templates come by their sort order.
  const clientId = member.rows[0]?.clientId;
  const categories: readonly TemplateCategory[] = useMemo(
    () => templatesForMember(templates.rows, clientId),
    [templates.rows, clientId],
  );
  return { categories, variables, variablesSettled, suggestions };
}
