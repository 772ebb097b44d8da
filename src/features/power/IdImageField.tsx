// One of the owner's ID-card images: a native file input (visually hidden, its label styled as
// the button), the preview of the chosen image, a replace action and the file's error.
import { useState } from 'react';
import ImageSizeLine from '../../components/feedback/ImageSizeLine.tsx';
import type { IdImageState } from './use-id-images.ts';

interface IdImageFieldProps {
  readonly id: string;
  readonly title: string;
  readonly image: IdImageState;
  readonly onChoose: (file: File) => void;
}

export const ID_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

function emptyText(chosen: IdImageState['chosen']): string {
  if (!chosen) return 'Sin imagen';
  return chosen.previewUrl ? 'Vista previa no disponible' : 'Archivo no válido';
}

export function IdImageField({ id, title, image, onChoose }: IdImageFieldProps) {
  const { chosen, error } = image;
  // A file named and typed as an image may still not be one (the API refuses it by content).
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const previewUrl = chosen?.previewUrl !== brokenUrl ? chosen?.previewUrl : null;
  const describedBy = [`${id}-hint`, chosen ? `${id}-name` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="power-field id-image">
      <span id={`${id}-title`} className="id-image-title">
        {title}
      </span>
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
      {chosen && (
        <p id={`${id}-name`} className="id-image-name">
          Archivo elegido: {chosen.file.name}
        </p>
      )}
      <ImageSizeLine result={chosen?.shrink ?? null} />
      <input
        id={id}
        type="file"
        accept={ID_IMAGE_ACCEPT}
        className="visually-hidden"
        aria-labelledby={`${id}-title ${id}-action`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <label id={`${id}-action`} htmlFor={id} className="btn btn-outline id-image-action">
        {chosen ? 'Reemplazar imagen' : 'Elegir imagen'}
      </label>
      <p id={`${id}-hint`} className="power-hint">
        PNG, JPG o JPEG de menos de 3 MB.
      </p>
      {error && (
        <p id={`${id}-error`} className="power-error">
          {error}
        </p>
      )}
    </div>
  );
}
