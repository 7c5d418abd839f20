/** Teams Management's writes: a new team shows in the list at once, a rename at once; a refusal rolls either back. */
import { OPERATIONS, type BodyOf, type createTeamBody, type updateTeamBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export const createTeam = defineMutation({
  operation: OPERATIONS.createTeam,
  request: (body: BodyOf<typeof OPERATIONS.createTeam>) => ({ body }),
  optimistic: (collections, args, now) => {
    const body = asSent<typeof createTeamBody>(args);
    if (!body.name || collections.team.has(body.id)) return;
    collections.team.insert({
      id: body.id,
      name: body.name,
      clientId: body.clientId,
      parentTeamId: null,
      internalPhoneNumberId: body.internalPhoneNumberId,
      memberCount: 0,
      createdAt: now,
    });
  },
  confirms: (_args, answer) => ({ entity: 'team', id: answer.id }),
});

export type UpdateTeamArgs = BodyOf<typeof OPERATIONS.updateTeam> & { id: string };

export const updateTeam = defineMutation({
  operation: OPERATIONS.updateTeam,
  request: ({ id, ...body }: UpdateTeamArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...args }) => {
    const body = asSent<typeof updateTeamBody>(args);
    if (!body.name || !collections.team.has(id)) return;
    collections.team.update(id, (draft) => {
      draft.name = body.name;
      draft.internalPhoneNumberId = body.internalPhoneNumberId;
    });
  },
  confirms: ({ id }) => ({ entity: 'team', id }),
});
