// The HTML part of an e-mail, made from its plain text: escaped, links made clickable, blank lines
// as paragraph breaks. The plain text stays the message of record; this only reads better.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const LINK = /https?:\/\/[^\s<>"'`]+?(?=[.,;:!?)\]]*(?:\s|$))/g;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function linked(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    html += escape(line.slice(last, match.index));
    const href = escape(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escape(line.slice(last));
}

export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(linked).join('<br>\n')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body>\n${paragraphs}\n</body></html>`;
}
