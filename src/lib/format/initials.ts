// The letters an avatar shows when there is no picture.

/** 'Camila Rojas' → 'CR', 'ana' → 'A'; '?' when the name has no letters to take. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('es-CL') ?? '');
  return letters.join('') || '?';
}
