// Building blocks of the public contact forms: body fields that must be strings
// (a missing one counts as empty, so the message is Spanish), choices from a list, and the phone
// typed with a dial-code selector on the form side and sent joined ('56' + number) in the body.
import * as v from 'valibot';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from './dial-codes.ts';
import { contactEmailSchema } from './email.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { PHONE_DIAL_CODE_MESSAGE, phoneWithoutDialCode } from './phone.ts';
import { textSchema } from './text.ts';
import { withDialCode } from '../format/phone.ts';

export const INVALID_BODY_MESSAGE = 'Los datos enviados no tienen un formato válido.';
export const DIAL_CODE_MESSAGE = 'Selecciona un código de país';
export const MESSAGE_MAX = 1000;

export type StringSchema = v.GenericSchema<string, string>;

/** A body field that must be a string: a missing one counts as empty (so 'Campo requerido' is
 * said in Spanish), any other type is rejected with the same message. */
export function text<S extends StringSchema>(schema: S) {
  return v.pipe(v.optional(v.string(REQUIRED_MESSAGE), ''), schema);
}

export const name = () => text(textSchema({ max: 50 }));
export const optionalName = () => text(textSchema({ max: 50, required: false }));
export const message = (max: number) => text(textSchema({ max, lines: 'multi' }));
export const email = () => text(contactEmailSchema({ max: 65 }));

export function choice<const T extends readonly string[]>(options: T) {
  return v.pipe(
    v.optional(v.string(REQUIRED_MESSAGE), ''),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.picklist(options, REQUIRED_MESSAGE),
  );
}

export type PhoneRule = (dialCode: string) => StringSchema;
const DIAL_CODE_VALUES = DIAL_CODES.map((entry) => entry.dialCode);

/** The dial code selector's value ('56' by default). */
export function dialCodeSchema() {
  return v.pipe(
    v.optional(v.string(DIAL_CODE_MESSAGE), DEFAULT_DIAL_CODE),
    v.picklist(DIAL_CODE_VALUES, DIAL_CODE_MESSAGE),
  );
}

/** Form side: dial code and number typed apart; the number must not repeat the dial code; the
 * output joins them ('56' + '912345678'). */
export function withDialPhone<const E extends v.ObjectEntries>(entries: E, phoneRule: PhoneRule) {
  return v.pipe(
    v.object({ ...entries, dialCode: dialCodeSchema(), phone: text(phoneRule('')) }),
    // A raw check so the rule is judged even while other fields still have issues; it waits for
    // the number's own rules, as the specification lists the dial-code rule last.
    v.rawCheck(({ dataset, addIssue }) => {
      const value: unknown = dataset.value;
      if (value === null || typeof value !== 'object' || !('dialCode' in value) || !('phone' in value)) return;
      const { dialCode, phone } = value;
      if (typeof dialCode !== 'string' || typeof phone !== 'string') return;
      if (dataset.issues?.some((issue) => issue.path?.[0]?.key === 'phone' || issue.path?.[0]?.key === 'dialCode'))
        return;
      if (v.is(v.pipe(v.string(), phoneWithoutDialCode(dialCode)), phone)) return;
      addIssue({
        message: PHONE_DIAL_CODE_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: value, key: 'phone', value: phone }],
      });
    }),
    // Both are checked strings here; the generic entries hide that from the type checker.
    v.transform(({ dialCode, phone, ...rest }) => ({
      ...rest,
      phone: withDialCode(dialCode as string, phone as string),
    })),
  );
}

/** Body side: a phone sent as dial code plus number, judged by the same number rule. */
export function prefixedPhoneSchema(phoneRule: PhoneRule) {
  return v.pipe(
    v.optional(v.string(REQUIRED_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = DIAL_CODE_VALUES.find((dialCode) => dataset.value.startsWith(dialCode));
      if (code === undefined) return addIssue({ message: DIAL_CODE_MESSAGE });
      const result = v.safeParse(phoneRule(code), dataset.value.slice(code.length));
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
  );
}
