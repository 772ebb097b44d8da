// The one placeholder a company may write in a message to several people: '{nombre}' becomes each
// person's first name (spaces inside the braces and any case accepted), so no one reads it as sent.
export const NAME_PLACEHOLDER = '{nombre}';

const PLACEHOLDER = /\{\s*nombre\s*\}/giu;

/** `text` with every '{nombre}' replaced by `name`. */
export function fillName(text: string, name: string): string {
  return text.replace(PLACEHOLDER, name.trim());
}
