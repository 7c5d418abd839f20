import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { arktypeResolver } from './arktype-resolver.ts';

const schema = type({
  name: 'string > 0',
  'email?': 'string.email',
  address: { zip: /^\d{5}$/ },
  resources: type({ name: 'string > 0' }).array(),
});
const resolve = (values: unknown) =>
  arktypeResolver(schema, {
    describe: (issue) => (issue.code === 'pattern' ? `${issue.path} must be 5 digits` : undefined),
  })(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('arktypeResolver', () => {
  it('returns the parsed values when the schema accepts them', async () => {
    const values = { name: 'Rosa', address: { zip: '60601' }, resources: [] };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('nests errors by path; empty or missing values are "required", others keep their code and words', async () => {
    const { errors } = await resolve({
      name: '',
      email: 'not-an-email',
      address: { zip: '123' },
      resources: [{ name: '' }],
    });
    expect(errors).toMatchObject({
      name: { type: 'required' },
      email: { type: 'pattern', message: 'email must be 5 digits' },
      address: { zip: { type: 'pattern', message: 'address.zip must be 5 digits' } },
      resources: { 0: { name: { type: 'required' } } },
    });
    const missing = await resolve({ resources: [] });
    expect(missing.errors).toMatchObject({ name: { type: 'required' }, address: { type: 'required' } });
  });
});
