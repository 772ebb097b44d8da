// A value built the first time it is asked for, then kept. Intl formatters load their locale's data
// when they are built: the first es-CL number format alone takes about 16 ms on a desktop and four
// times that on a mid-range phone. Built at module load, they would block the first view of every
// island that imports a format helper, even one that never shows an amount or a date.

export function onFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
