// The job posting page's texts from the specification's error catalogue.

export const POSTINGS_MESSAGES = {
  loadFailed: 'Error: No se pudieron obtener las publicaciones de empleo',
  filterFailed: 'Error al filtrar, intente nuevamente',
  linkedFailed: (message: string) => `Error al obtener las publicaciones guardadas/postuladas: ${message}`,
  notFound: 'No encontramos esta oferta. Puede que ya no esté disponible.',
} as const;
