// Every example the seeded dynamic form shows under a field (the company's instructions and the
// rule's own hint, as the renderer joins them) passes that field's rule: a person who copies the
// example is never refused.
import { describe, expect, it } from 'vitest';
import { dynamicFieldError } from '../../src/lib/validation/dynamic-input.ts';
import { dynamicRuleHint, examplesIn } from '../../src/lib/validation/hints.ts';
import { PAGES, type ComponentSpec } from './form-data.ts';

type InputSpec = Extract<ComponentSpec, { kind: 'input' }>;

/** The hint under an input, as the form renderer composes it. */
function hintOf(input: InputSpec): string {
  return [input.instructions, dynamicRuleHint(input.input_type)].filter(Boolean).join(' ');
}

const inputs = PAGES.flatMap((page) =>
  page.components.filter((component): component is InputSpec => component.kind === 'input'),
);
const withExamples = inputs.filter((input) => examplesIn(hintOf(input)).length > 0);

describe('the examples of the seeded dynamic form', () => {
  it('include the phone and the RUT', () => {
    expect(withExamples.map((input) => input.input_type)).toEqual(expect.arrayContaining(['rut', 'tel']));
  });

  it.each(withExamples.map((input) => [input.label, input] as const))(
    '«%s»: each example passes its rule',
    (_, input) => {
      for (const example of examplesIn(hintOf(input))) {
        expect(dynamicFieldError({ kind: 'input', input_type: input.input_type, required: true }, example)).toBeNull();
      }
    },
  );

  it('the company text never repeats an example the rule already gives', () => {
    for (const input of inputs) expect(examplesIn(input.instructions)).toEqual([]);
  });

  it('would catch the old phone example, which the sequence rule refuses', () => {
    expect(dynamicFieldError({ kind: 'input', input_type: 'tel', required: true }, '912345678')).toBe(
      'El teléfono no puede contener secuencias como 0000 o 1234',
    );
  });
});
