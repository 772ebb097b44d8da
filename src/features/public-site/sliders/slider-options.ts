// Labels shared by the home sliders: the pagination buttons and the slide groups.

/** 'Ir a la diapositiva 2' — the name of a pagination bullet. */
export function bulletLabel(index: number): string {
  return `Ir a la diapositiva ${index + 1}`;
}

/** 'Diapositiva 2 de 4' — the name of each slide group. */
export function slideLabel(index: number, total: number): string {
  return `Diapositiva ${index + 1} de ${total}`;
}
