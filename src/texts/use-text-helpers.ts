/**
 * What the text dialog reads besides the member's phones: the template catalogue (once per
 * session), and this member's template variables and suggestions (one-off calls when it opens).
 * A failure leaves the dialog usable: templates without values (so the missing-variable warning
 * shows) and no suggestions.
 */
import { useEffect, useState } from 'react';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { useCatalogue } from '../data/index.ts';

export type TemplateCategory = ResponseOf<typeof OPERATIONS.messageTemplates>['data'][number];

export function useTextHelpers(memberId: string) {
  const { api } = useServices();
  const templates = useCatalogue(OPERATIONS.messageTemplates);
  const [variables, setVariables] = useState<Record<string, string | null>>({});
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(OPERATIONS.messageTemplateVariables, { query: { memberId } })
      .then((answer) => live && setVariables(answer.variables))
      .catch(() => undefined);
    api
      .call(OPERATIONS.messageSuggestions, { query: { memberId } })
      .then((answer) => live && setSuggestions(answer.textSuggestions))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, memberId]);
  const categories: TemplateCategory[] =
    templates.status === 'ready' ? [...templates.data.data].sort((a, b) => a.sortOrder - b.sortOrder) : [];
  return { categories, variables, suggestions };
}
