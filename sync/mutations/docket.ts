/** The docket's writes. */
import { OPERATIONS } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export interface SnoozeTodoArgs {
  guideId: string;
  todoId: string;
  /** Set to snooze until then; omit for 'No action needed'. */
  until?: string;
}

export const snoozeTodo = defineMutation({
  operation: OPERATIONS.snoozeTodo,
  request: (args: SnoozeTodoArgs) => ({
    params: { guideId: args.guideId, todoId: args.todoId },
    body: args.until ? { until: args.until } : { noActionNeeded: true },
  }),
  optimistic: (collections, args, now) =>
    collections.todo.update(args.todoId, (draft) => {
      if (args.until) {
        draft.snoozedUntil = args.until;
        draft.snoozedUntilMs = Date.parse(args.until);
      } else {
        draft.completedAt = now;
      }
    }),
  confirms: (args) => ({ entity: 'todo', id: args.todoId }),
});
