// What /api/users/create-power-simple accepts: the fields of both phases, validated with the
// shared power schema the page's form uses (src/lib/contract/power.ts), and the two ID-card images,
// judged by their size and by the bytes themselves.
import * as v from 'valibot';
import { ID_IMAGE_FIELDS, PowerFieldsSchema } from '../../../src/lib/contract/power.ts';
import { POWER_ID_IMAGE, checkFile } from '../../../src/lib/validation/index.ts';
import type { FileKind } from '../../../src/lib/validation/index.ts';
import { verifiedFileType } from '../../lib/file-content.ts';
import { displayName } from '../../lib/file-name.ts';

export const POWER_MESSAGES = {
  invalidToken: 'El enlace para crear el poder simple no es válido. Solicita uno nuevo.',
  expiredToken: 'El enlace para crear el poder simple expiró. Solicita uno nuevo.',
  tokenUsed: 'Este enlace ya se usó para crear un poder simple.',
  created: 'Poder simple creado. El dueño del vehículo recibirá un mensaje por WhatsApp para firmarlo.',
} as const;

/** Field → label, in form order; a refusal names the field beside the rule's message. */
const LABELS: Readonly<Record<keyof v.InferOutput<typeof PowerFieldsSchema>, string>> = {
  fullNameDriver: 'Nombre del conductor',
  rutDriver: 'RUT del conductor',
  nationalityDriver: 'Nacionalidad del conductor',
  addressDriver: 'Dirección del conductor',
  vehicleBrand: 'Marca',
  vehicleModel: 'Modelo',
  vehicleYear: 'Año',
  vehicleLicensePlate: 'Patente',
  fullNameOwner: 'Nombre del dueño',
  rutOwner: 'RUT del dueño',
  nationalityOwner: 'Nacionalidad del dueño',
  addressOwner: 'Dirección del dueño',
  phoneOwner: 'Teléfono del dueño',
  emailOwner: 'Correo del dueño',
};

/** The checked fields as they are stored: the year as a number. */
export type PowerFields = Omit<v.InferOutput<typeof PowerFieldsSchema>, 'vehicleYear'> & {
  readonly vehicleYear: number;
};

export function validatePowerFields(
  body: Readonly<Record<string, string | File>>,
): { ok: true; output: PowerFields } | { ok: false; messages: string[] } {
  // Only text parts count: a file sent in a text field is treated as missing.
  const input = Object.fromEntries(
    Object.keys(PowerFieldsSchema.entries).map((key) => [key, typeof body[key] === 'string' ? body[key] : '']),
  );
  const result = v.safeParse(PowerFieldsSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: { ...result.output, vehicleYear: Number(result.output.vehicleYear) } };
  const messages = result.issues.map((issue) => {
    const key = issue.path?.[0]?.key;
    const label = typeof key === 'string' && key in LABELS ? LABELS[key as keyof typeof LABELS] : 'Campo';
    return `${label}: ${issue.message}`;
  });
  return { ok: false, messages };
}

export interface IdImage {
  readonly field: string;
  /** Base of the stored file name; the extension comes from the sniffed kind. */
  readonly storedAs: string;
  readonly missingMessage: string;
}

export const ID_IMAGES: readonly IdImage[] = [
  {
    field: ID_IMAGE_FIELDS.front,
    storedAs: 'cedula-frontal',
    missingMessage: 'Falta la imagen del frente de la cédula de identidad del dueño.',
  },
  {
    field: ID_IMAGE_FIELDS.back,
    storedAs: 'cedula-posterior',
    missingMessage: 'Falta la imagen del reverso de la cédula de identidad del dueño.',
  },
];

export interface StoredImage {
  readonly field: string;
  readonly fileName: string;
  readonly originalName: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
}

const EXTENSION: Partial<Record<FileKind, string>> = { png: 'png', jpeg: 'jpg' };
const MIME: Partial<Record<FileKind, string>> = { png: 'image/png', jpeg: 'image/jpeg' };

export async function checkIdImage(
  part: string | File | undefined,
  image: IdImage,
): Promise<{ ok: true; image: StoredImage } | { ok: false; message: string }> {
  if (!(part instanceof File) || part.size === 0) return { ok: false, message: image.missingMessage };
  const name = displayName(part.name);
  const declared = checkFile({ name, type: part.type, size: part.size }, POWER_ID_IMAGE);
  if (!declared.ok) return { ok: false, message: declared.message };
  const bytes = new Uint8Array(await part.arrayBuffer());
  const kind = verifiedFileType(bytes);
  const extension = kind === null ? undefined : EXTENSION[kind];
  const mimeType = kind === null ? undefined : MIME[kind];
  if (!extension || !mimeType) return { ok: false, message: POWER_ID_IMAGE.typeMessage(name) };
  return {
    ok: true,
    image: { field: image.field, fileName: `${image.storedAs}.${extension}`, originalName: name, mimeType, bytes },
  };
}
