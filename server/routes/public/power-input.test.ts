// The power's fields are judged on arrival by the form's own schema (src/lib/contract/power.ts),
// rule for rule: every field, at and around each limit, passes or fails as it does in the form,
// with the same message behind the field's name. A rule or a limit of the server's own fails here.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PowerFieldsSchema } from '../../../src/lib/contract/power.ts';
import { POWER_FIELDS_SAMPLE } from '../../../src/lib/contract/power.sample.ts';
import { validatePowerFields } from './power-input.ts';

const VALUES = [
  '',
  '   ',
  'A',
  'a'.repeat(30),
  'a'.repeat(31),
  'a'.repeat(100),
  'a'.repeat(101),
  '12345678-5',
  '12345678-4',
  '987654321',
  '887654321',
  'maria@correo.cl',
  'maria@enlista.cl',
  '2019',
  '2004',
  'bbbb12',
];

describe('the power fields on arrival', () => {
  it.each(Object.keys(PowerFieldsSchema.entries))('judges %s as the form does', (key) => {
    for (const value of VALUES) {
      const fields = { ...POWER_FIELDS_SAMPLE, [key]: value };
      const form = v.safeParse(PowerFieldsSchema, fields, { abortPipeEarly: true });
      const server = validatePowerFields(fields);
      expect(server.ok, `${key} = '${value}'`).toBe(form.success);
      if (!server.ok && !form.success) {
        expect(server.messages.map((message) => message.slice(message.indexOf(': ') + 2))).toEqual(
          form.issues.map((issue) => issue.message),
        );
      }
    }
  });
});
