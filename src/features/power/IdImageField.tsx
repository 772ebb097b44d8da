// One of the owner's ID-card images on the form kit's FileField: a label styled as the button opens
// the (visually hidden) native input, the preview of the chosen image shows above its name, then
// the hint and the file's error. The page's alert region announces that error, so the line under
// the field is not a second alert.
import { useState } from 'react';
import ImageSizeLine from '@/components/feedback/ImageSizeLine.tsx';
import { FileField, type FileFieldLook } from '@/components/form/FileField.tsx';
import type { IdImageState } from './use-id-images.ts';
import { POWER_ID_IMAGE, fileAccept } from '@/lib/validation/index.ts';

interface IdImageFieldProps {
  readonly id: string;
  readonly title: string;
  readonly image: IdImageState;
  readonly onChoose: (file: File) => void;
}

export const ID_IMAGE_ACCEPT = fileAccept(POWER_ID_IMAGE);

const LOOK: FileFieldLook = {
  className: 'power-field id-image',
  labelClassName: 'id-image-title',
  hintClassName: 'power-hint',
  errorClassName: 'power-error',
  chosenClassName: 'id-image-name',
};

function emptyText(chosen: IdImageState['chosen']): string {
  if (!chosen) return 'Sin imagen';
  return chosen.previewUrl ? 'Vista previa no disponible' : 'Archivo no válido';
}

export function IdImageField({ id, title, image, onChoose }: IdImageFieldProps) {
  const { chosen, error } = image;
  // A file named and typed as an image may still not be one (the API refuses it by content).
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const previewUrl = chosen?.previewUrl !== brokenUrl ? chosen?.previewUrl : null;
  return (
    <FileField
      id={id}
      label={title}
      accept={ID_IMAGE_ACCEPT}
      look={LOOK}
      hint="PNG, JPG o JPEG de menos de 3 MB."
      error={error}
      errorAnnounced={false}
      chosen={chosen?.file}
      chosenPrefix="Archivo elegido"
      picker={{ text: chosen ? 'Reemplazar imagen' : 'Elegir imagen', className: 'btn btn-outline id-image-action' }}
      preview={
        <div className="id-image-frame">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={`Vista previa: ${title}`}
              width={320}
              height={200}
              onError={() => setBrokenUrl(previewUrl)}
            />
          ) : (
            <span className="id-image-empty" aria-hidden="true">
              {emptyText(chosen)}
            </span>
          )}
        </div>
      }
      status={<ImageSizeLine result={chosen?.shrink ?? null} />}
      input={{
        onChange: (event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onChoose(file);
        },
      }}
    />
  );
}
