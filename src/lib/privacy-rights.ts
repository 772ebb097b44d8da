// The rights over personal data by the names Ley N° 21.719 gives them, in the law's own order
// (acceso, rectificación, supresión, oposición, portabilidad, bloqueo), so that every place that
// names a right in plain words also gives its legal name: the /tus-derechos page and the worker's
// Privacidad view. Withdrawing a consent is not one of them but is named the same way.
export const DATA_RIGHTS = ['acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'] as const;

export type DataRight = (typeof DATA_RIGHTS)[number];

export const RIGHT_LEGAL_NAMES: Readonly<Record<DataRight | 'consentimiento', string>> = {
  acceso: 'derecho de acceso',
  rectificacion: 'derecho de rectificación',
  supresion: 'derecho de supresión',
  oposicion: 'derecho de oposición',
  portabilidad: 'derecho a la portabilidad',
  bloqueo: 'derecho de bloqueo',
  consentimiento: 'revocación del consentimiento',
};

export type NamedRight = keyof typeof RIGHT_LEGAL_NAMES;

export function isNamedRight(id: string): id is NamedRight {
  return Object.hasOwn(RIGHT_LEGAL_NAMES, id);
}

/** 'Saber qué datos tenemos de ti (derecho de acceso)'. */
export function withLegalName(plain: string, right: NamedRight): string {
  return `${plain} (${RIGHT_LEGAL_NAMES[right]})`;
}
