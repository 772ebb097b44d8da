// One hint per rule, shown under every field that follows the rule, so the same rule reads the
// same on every form; each example is a value its rule accepts (hints.test.ts proves it).

/** Every RUT field (one shape rule: dots optional, dash and check digit required). */
export const RUT_HINT = 'Con guion y dígito verificador, por ejemplo 12.345.678-5.';
export const RUT_EXAMPLE = '12.345.678-5';

/** Phones typed without the country code (registration, public forms). */
export const PHONE_HINT = 'Sin el código de país, por ejemplo 987654321.';
export const PHONE_EXAMPLE = '987654321';

/** A Chilean mobile that receives the chat message (the power's owner). */
export const MOBILE_PHONE_HINT = 'Celular de 9 dígitos que comienza con 9, por ejemplo 987654321.';
export const MOBILE_PHONE_EXAMPLE = '987654321';

/** The bank details' phone: 11 digits with the mobile prefix 569. */
export const BANK_PHONE_HINT = '11 dígitos que comienzan con 569, por ejemplo 56987654321.';
export const BANK_PHONE_EXAMPLE = '56987654321';

/** Vehicle plates (registration, power): typed in any case, spaces dropped. */
export const PLATE_HINT = 'Sin espacios, por ejemplo BBBB12.';
export const PLATE_EXAMPLE = 'BBBB12';

/**
 * The examples a hint or placeholder gives ('por ejemplo 987654321', 'Ejemplo: BBBB12',
 * 'Ej: BBBB12'), without the sentence's final stop: what tests walk through the field's rule.
 */
export function examplesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:por ejemplo|ejemplo:?|ej\.?:?)\s+(\S+)/giu)) {
    const example = (match[1] ?? '').replace(/[.,;:)]+$/u, '');
    if (example !== '') found.push(example);
  }
  return found;
}

/** The rule's own hint under a dynamic form input of this type (RUT and phone give one). */
export function dynamicRuleHint(inputType: string): string | undefined {
  if (inputType === 'rut') return RUT_HINT;
  if (inputType === 'tel') return PHONE_HINT;
  return undefined;
}
