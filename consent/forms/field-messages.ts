/**
 * Field errors in the reader's language. Local checks come as problems (domain/consent-rules.ts);
 * server errors come as constraints, worded here when we know the field's rule and otherwise shown
 * as the server sent them, constraint messages joined by a space (spec part 3 section 5).
 */
import { useLingui } from '@lingui/react/macro';
import {
  checkIdentityField,
  joinConstraintMessages,
  type ConsentFieldProblem,
  type FieldConstraint,
  type IdentityField,
} from '../../domain/consent-rules.ts';

export type FormField = IdentityField | 'consented';

export function useFieldMessages() {
  const { t } = useLingui();

  function label(field: IdentityField): string {
    switch (field) {
      case 'name':
        return t`Name`;
      case 'dateOfBirth':
        return t`Date of birth`;
      case 'email':
        return t`E-mail`;
      case 'line1':
        return t`Street address`;
      case 'city':
        return t`City`;
      case 'state':
        return t`State`;
      case 'zip':
        return t`Zip code`;
    }
  }

  function problem(field: FormField, which: ConsentFieldProblem): string {
    switch (which) {
      case 'responseRequired':
        return t`A response is required`;
      case 'required':
        return field === 'dateOfBirth' ? t`Date of birth is required.` : t`Name is required.`;
      case 'nameTooShort':
        return t`Name must be at least 2 characters.`;
      case 'dateOfBirthTooShort':
        return t`Date of birth must be at least 8 characters.`;
      case 'emailInvalid':
        return t`Email is not valid`;
      case 'tooLong':
        return t`This answer is too long.`;
    }
  }

  /** One constraint of the server in words; `value` is what the field held when it was sent. */
  function constraint(field: string, item: FieldConstraint, value: string | undefined): string {
    if (field === 'consented') return t`A response is required`;
    if (!isIdentityField(field)) return item.message;
    const local = checkIdentityField(field, value ?? '');
    if (local) return problem(field, local);
    switch (field) {
      case 'dateOfBirth':
        return t`Enter a real date of birth as MM/DD/YYYY.`;
      case 'state':
        return t`Enter the 2-letter state code, for example IL.`;
      case 'zip':
        return t`Enter a 5-digit zip code.`;
      case 'name':
      case 'email':
      case 'line1':
      case 'city':
        return item.message;
    }
  }

  function server(field: string, constraints: readonly FieldConstraint[], value?: string): string {
    const worded = [...new Set(constraints.map((c) => constraint(field, c, value)))];
    return joinConstraintMessages(worded.map((message) => ({ message })));
  }

  return { label, problem, server };
}

const IDENTITY_FIELD_NAMES = new Set<string>(['name', 'dateOfBirth', 'email', 'line1', 'city', 'state', 'zip']);
export function isIdentityField(field: string): field is IdentityField {
  return IDENTITY_FIELD_NAMES.has(field);
}

/**
 * True when focus is moving to a submit button. Blur checks skip that case: the submit checks every
 * field anyway, and an error appearing above the button would move it between press and release,
 * so the tap would miss.
 */
export function isSubmitButton(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit';
}
