/**
 * An answer the database already wrote as JSON (a change-log page): the operations layer sends the
 * text as it is, and the audit trail reads the members it names from `memberIds` instead of
 * parsing it. The text must match the operation's response contract; its writer's tests check it.
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly memberIds: readonly string[],
  ) {}
}
