/** The hospitalizations dashboard's write: the guide's note and discharge date. */
import { OPERATIONS } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export interface UpdateHospitalizationArgs {
  id: string;
  note: string;
  /** `YYYY-MM-DD`; the server refuses another date once one is set. */
  guideEnteredDischargedAt: string;
}

export const updateHospitalization = defineMutation({
  operation: OPERATIONS.updateHospitalization,
  request: (args: UpdateHospitalizationArgs) => ({
    params: { id: args.id },
    body: { note: args.note, guideEnteredDischargedAt: args.guideEnteredDischargedAt },
  }),
  optimistic: (collections, args) =>
    collections.hospitalization.update(args.id, (draft) => {
      draft.note = args.note.trim();
      draft.guideEnteredDischargedAt = args.guideEnteredDischargedAt;
    }),
  confirms: (args) => ({ entity: 'hospitalization', id: args.id }),
});
