// Test-only helpers for the property tests: the catalogue of every Spanish message the validation
// library can produce (collected from its exported `…_MESSAGE(S)` constants and file rules, plus
// the messages it builds from limits), and a check that a parse result only speaks from it.
import * as v from 'valibot';
import type { FileRule } from './file-rules.ts';

/** Every module of the library, whatever files it is split into (test files aside). */
export const VALIDATION_MODULES: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./*-helpers.ts'], { eager: true }),
  ),
);

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collect(item, into));
}

function isFileRule(value: unknown): value is FileRule {
  return typeof value === 'object' && value !== null && 'requiredMessage' in value && 'typeMessage' in value;
}

const catalogue = new Set<string>();
const fileRuleList: FileRule[] = [];

// Filled on first use: the modules import each other, so their exports are complete only then.
function load(): void {
  if (catalogue.size > 0) return;
  for (const module of Object.values(VALIDATION_MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (/_MESSAGES?$/.test(name)) collect(value, catalogue);
      if (isFileRule(value)) fileRuleList.push(value);
    }
  }
  for (const rule of fileRuleList) catalogue.add(rule.requiredMessage);
}

/** Messages the library builds from a limit or a file name. */
const BUILT = [
  /^No debe exceder los \d+ caracteres$/,
  /^Maximo \d+ caracteres$/,
  /^(Correo electrónico|Email|Contraseña|Patente) no puede exceder los \d+ caracteres$/,
  /^Patente no debe exceder los \d+ caracteres$/,
  /^El año debe estar entre \d{4} y \d{4}$/,
  /^Telefono no debe (ser menor a 8|exceder los 15) caracteres$/,
  /^Teléfono (debe tener al menos 9|no debe exceder los 13) caracteres$/,
  /^El teléfono (debe tener al menos 9 dígitos|no puede tener más de 12 dígitos|debe comenzar con 9)$/,
  /^Email es requerido$/,
  /^Telefono es requerido$/,
  /^Correo electrónico es requerido$/,
];

/** Every message a file rule gives for some file name. */
function isFileRuleMessage(message: string): boolean {
  return fileRuleList.some((rule) => {
    const sample = [rule.typeMessage('\u0000'), rule.sizeMessage('\u0000')];
    return sample.some((template) => {
      const [before = '', after = ''] = template.split('\u0000');
      return (
        template === message || (message.startsWith(before) && message.endsWith(after) && template.includes('\u0000'))
      );
    });
  });
}

export function isKnownMessage(message: string): boolean {
  load();
  return catalogue.has(message) || BUILT.some((pattern) => pattern.test(message)) || isFileRuleMessage(message);
}

/** The messages of a failed parse that are not in the catalogue (none for a success). */
export function unknownMessages(result: v.SafeParseResult<v.GenericSchema>): string[] {
  return result.success
    ? []
    : result.issues.map((issue) => issue.message).filter((message) => !isKnownMessage(message));
}
