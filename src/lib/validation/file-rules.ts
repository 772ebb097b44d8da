// Upload rules per use: allowed extensions, MIME types and sniffed kinds, the size
// limit and the Spanish messages each screen shows.
import type { FileKind } from './file-sniff.ts';
import { REQUIRED_MESSAGE } from './messages.ts';

export const MEGABYTE = 1024 * 1024;

export interface FileRule {
  /** Lower-case, without the dot. */
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
  /** Kinds the content may sniff as (server side). */
  readonly kinds: readonly FileKind[];
  /** Largest accepted size in bytes, inclusive. Absent: no limit. */
  readonly maxBytes?: number;
  readonly requiredMessage: string;
  readonly typeMessage: (fileName: string) => string;
  readonly sizeMessage: (fileName: string) => string;
}

/** The `accept` attribute of a file input under `rule`: its extensions and its MIME types. */
export function fileAccept(rule: FileRule): string {
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',');
}

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg'];

/** Owner ID card photos in the simple power: strictly under 3 MB (3145728 bytes). */
export const POWER_ID_IMAGE: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  kinds: IMAGE_KINDS,
  maxBytes: 3 * MEGABYTE - 1,
  requiredMessage: REQUIRED_MESSAGE,
  typeMessage: (name) =>
    `El archivo ${name} tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.`,
  sizeMessage: (name) => `El archivo ${name} es demasiado grande. Por favor, sube un archivo de menos de 3MB.`,
};

const DYNAMIC_FILE_MESSAGE = 'Solo se permiten archivos JPG, JPEG, PNG o PDF';

/** Dynamic registration file inputs: no size limit is specified. */
export const DYNAMIC_FILE: FileRule = {
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: [...IMAGE_MIME_TYPES, 'application/pdf'],
  kinds: ['jpeg', 'png', 'pdf'],
  requiredMessage: REQUIRED_MESSAGE,
  typeMessage: () => DYNAMIC_FILE_MESSAGE,
  sizeMessage: () => DYNAMIC_FILE_MESSAGE,
};

/** Worker documents: up to 20 MB. The screen ignores failures silently; the API answers with these. */
export const DOCUMENT_UPLOAD: FileRule = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  mimeTypes: ['application/pdf', ...IMAGE_MIME_TYPES],
  kinds: ['pdf', 'png', 'jpeg'],
  maxBytes: 20 * MEGABYTE,
  requiredMessage: 'Archivo requerido',
  typeMessage: () => 'Solo se permiten archivos PDF, PNG, JPG o JPEG',
  sizeMessage: () => 'El archivo no puede ser mayor a 20MB',
};

/** Profile photo: up to 3 MB. */
export const PROFILE_IMAGE: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  kinds: IMAGE_KINDS,
  maxBytes: 3 * MEGABYTE,
  requiredMessage: 'Imagen requerida',
  typeMessage: () => 'Solo se permiten imágenes JPG, JPEG o PNG',
  sizeMessage: () => 'El tamaño de la imagen no puede ser mayor a 3MB',
};
