// The clean-text rule every free-text field shares, on the forms and in the API. Text that a person
// types never needs control characters, and some of them do harm later: a NUL cuts the text where
// it is stored or shown, CR/LF in a one-line value (an e-mail subject, a name) forge extra header
// lines, and invisible bidi overrides or zero-width characters make a name read differently from
// what it is ('Rojas' followed by a hidden right-to-left override). So:
//   - control characters (C0, DEL, C1) are refused; a multi-line field allows line breaks and tabs;
//   - line breaks in a one-line field get their own message;
//   - every default-ignorable character is refused: bidi embeddings, overrides, isolates and marks,
//     zero-width characters, the soft hyphen, joiners, variation selectors, tags, Hangul fillers
//     (Unicode's Default_Ignorable_Code_Point, which the engine keeps up to date), and so are the
//     characters drawn blank that are not in that list (the Braille blank and the half-width
//     Hangul filler), so a name cannot be made of nothing or read differently from what it is;
//   - a multi-line field keeps what emoji sequences need: the zero-width joiner and the emoji
//     presentation selector right after a pictograph, an emoji modifier or a keycap's digit.
import * as v from 'valibot';

export const CONTROL_CHARACTERS_MESSAGE = 'Contiene caracteres no permitidos';
export const LINE_BREAK_MESSAGE = 'Debe ir en una sola línea';
export const INVISIBLE_CHARACTERS_MESSAGE = 'Contiene caracteres invisibles no permitidos';

export type TextLines = 'single' | 'multi';

const LINE_BREAKS = /[\r\n\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- the rule is about these very characters
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- the rule is about these very characters
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u180e\u2800\u3164\u115f\u1160\uffa0]/u;
/** The joiner and the presentation selector where an emoji sequence puts them. */
const EMOJI_GLUE = /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|[0-9#*]|\ufe0f)(?:\u200d|\ufe0f)/gu;

function hasInvisible(value: string, lines: TextLines): boolean {
  return INVISIBLE.test(lines === 'multi' ? value.replace(EMOJI_GLUE, '') : value);
}

/** The message for the first way `value` breaks the rule, or null when it is clean. */
export function cleanTextIssue(value: string, lines: TextLines = 'single'): string | null {
  if (lines === 'single' && LINE_BREAKS.test(value)) return LINE_BREAK_MESSAGE;
  if ((lines === 'single' ? CONTROL_SINGLE : CONTROL_MULTI).test(value)) return CONTROL_CHARACTERS_MESSAGE;
  if (hasInvisible(value, lines)) return INVISIBLE_CHARACTERS_MESSAGE;
  return null;
}

/** True when `value` has nothing the clean-text rule refuses. */
export function isCleanText(value: string, lines: TextLines = 'single'): boolean {
  return cleanTextIssue(value, lines) === null;
}

/** The clean-text rule as a valibot action, with the message of the first problem found. */
export function cleanText(lines: TextLines = 'single') {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = cleanTextIssue(dataset.value, lines);
    if (message !== null) addIssue({ message });
  });
}
