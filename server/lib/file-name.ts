// The name a client gave an uploaded file, made safe to show in messages and keep in records.

/** The client's name, only for messages and records: no path, no control characters, short.
 * A long name keeps its extension, which the file rule still reads: cut at 100 characters, a
 * 300-character 'foto….png' would lose it and be refused as 'tipo no válido'. */
export function displayName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'sin-nombre';
  if (clean.length <= 100) return clean;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? '';
  return `${clean.slice(0, 100 - extension.length)}${extension}`;
}
