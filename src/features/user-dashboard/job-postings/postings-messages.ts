// The job posting page's fixed failure texts, word for word (docs/requirements.md).

export const POSTINGS_MESSAGES = {
  loadFailed: 'Error: No se pudieron obtener las publicaciones de empleo',
  filterFailed: 'Error al filtrar, intente nuevamente',
  linkedFailed: (message: string) => `Error al obtener las publicaciones guardadas/postuladas: ${message}`,
  notFound: 'No encontramos esta oferta. Puede que ya no esté disponible.',
} as const;
