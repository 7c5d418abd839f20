import type { UseFormReturn } from 'react-hook-form';
import type { NeedsContentKind } from '../../../domain/index.ts';
import type { DescribeServerError } from '../../../ui/index.ts';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { BODIES, type NeedsItem, type NeedsItemValues } from './needs-item-form.ts';

/**
 * Saves the dialog's values as its kind's add or change (spec part 3 section 7), with the spec's
 * success toast; a refusal lands on its field. Resolves true once the server confirmed it.
 */
export function useNeedsItemSave(
  kind: NeedsContentKind,
  form: UseFormReturn<NeedsItemValues>,
  words: { kinds: Record<NeedsContentKind, { created: string; updated: string }>; server: DescribeServerError },
) {
  const { created, updated } = words.kinds[kind];
  const save = {
    createNeedIssue: useMemberInfoSave('createNeedIssue', created, form, words.server),
    updateNeedIssue: useMemberInfoSave('updateNeedIssue', updated, form, words.server),
    createNeedActivity: useMemberInfoSave('createNeedActivity', created, form, words.server),
    updateNeedActivity: useMemberInfoSave('updateNeedActivity', updated, form, words.server),
    createNeedCategory: useMemberInfoSave('createNeedCategory', created, form, words.server),
    updateNeedCategory: useMemberInfoSave('updateNeedCategory', updated, form, words.server),
    createNeedDomain: useMemberInfoSave('createNeedDomain', created, form, words.server),
    updateNeedDomain: useMemberInfoSave('updateNeedDomain', updated, form, words.server),
    createNeedZCode: useMemberInfoSave('createNeedZCode', created, form, words.server),
    updateNeedZCode: useMemberInfoSave('updateNeedZCode', updated, form, words.server),
  };
  return (values: NeedsItemValues, edited: NeedsItem | null): Promise<boolean> => {
    const id = edited ? editedId(edited) : crypto.randomUUID();
    switch (kind) {
      case 'issues':
        return edited
          ? save.updateNeedIssue({ id, ...BODIES.issues(values) })
          : save.createNeedIssue({ id, ...BODIES.issues(values) });
      case 'activities':
        return edited
          ? save.updateNeedActivity({ id, ...BODIES.activities(values) })
          : save.createNeedActivity({ id, ...BODIES.activities(values) });
      case 'categories':
        return edited
          ? save.updateNeedCategory({ id, ...BODIES.categories(values) })
          : save.createNeedCategory({ id, ...BODIES.categories(values) });
      case 'domains':
        return edited
          ? save.updateNeedDomain({ id, ...BODIES.domains(values) })
          : save.createNeedDomain({ id, ...BODIES.domains(values) });
      case 'zcodes':
        return edited
          ? save.updateNeedZCode({ id, ...BODIES.zcodes(values) })
          : save.createNeedZCode({ code: values.code.trim(), ...BODIES.zcodes(values) });
    }
  };
}

/** An item's id as its path names it: a Z-code's is its code. */
export const editedId = (edited: NeedsItem) => (edited.kind === 'zcodes' ? edited.item.code : edited.item.id);
