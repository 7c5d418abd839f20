import { describe, expect, it } from 'vitest';
import { propertyErrorsToFieldErrors } from './server-errors.ts';

describe('propertyErrorsToFieldErrors', () => {
  it("extends paths through children at any depth and joins one path's messages with a space", () => {
    expect(
      propertyErrorsToFieldErrors([
        {
          property: 'address',
          constraints: { required: 'address is incomplete' },
          children: [
            { property: 'zip', constraints: { pattern: 'zip must be 5 digits', maxLength: 'zip is too long' } },
          ],
        },
        {
          property: 'resources',
          children: [
            { property: '0', children: [{ property: 'name', constraints: { required: 'Resource name is required' } }] },
          ],
        },
        { property: 'empty' },
      ]),
    ).toEqual({
      address: 'address is incomplete',
      'address.zip': 'zip must be 5 digits zip is too long',
      'resources.0.name': 'Resource name is required',
    });
  });

  it('lets the caller word each path', () => {
    const worded = propertyErrorsToFieldErrors(
      [{ property: 'zip', constraints: { pattern: 'x' } }],
      (path, constraints) => `${path}:${constraints.map((c) => c.code).join(',')}`,
    );
    expect(worded).toEqual({ zip: 'zip:pattern' });
  });
});
