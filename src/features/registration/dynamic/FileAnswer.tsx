// A file input of the dynamic form: a photo is shrunk in the browser as soon as it is chosen (the
// answer keeps the small copy), with its preview and sizes; a PDF is kept as it is. The choosing
// runs through the page's `prepare`, so a submit pressed meanwhile waits for the answer to land.
// As in the form kit's FileField, the native input is visually hidden and a label styled as a
// button opens it: a file kept from a draft (after a reload) shows with its name and preview, and
// no native 'No file chosen' contradicts it. The button's text joins the field's name.
import { useEffect, useMemo, useState } from 'react';
import ImageSizeLine from '@/components/feedback/ImageSizeLine.tsx';
import type { IsCurrent } from '@/components/form/use-pending-work.ts';
import type { ShrinkResult } from '@/lib/images/index.ts';
import type { ControlAttributes } from '@/features/registration/ui/Field.tsx';
import type { Answer } from './page-answers.ts';

// Image shrinking loads when a photo is picked, not with the page's first view.
const loadShrink = () => import('@/lib/images/shrink.ts');

interface FileAnswerProps {
  readonly attributes: ControlAttributes;
  readonly name: string;
  readonly accept: string;
  readonly answer: Answer;
  readonly onAnswer: (answer: Answer) => void;
  readonly prepare: Prepare;
}

/** Runs the choosing of a file as work the page's submit waits for. */
export type Prepare = (work: (isCurrent: IsCurrent) => Promise<void>) => Promise<void>;

/** The button's words: what a click does with the file held now. */
export function pickerText(file: File | null): string {
  if (!file) return 'Elegir archivo';
  return file.type.startsWith('image/') ? 'Cambiar foto' : 'Cambiar archivo';
}

export function FileAnswer({ attributes, name, accept, answer, onAnswer, prepare }: FileAnswerProps) {
  const [shrink, setShrink] = useState<ShrinkResult | null>(null);
  const [preparing, setPreparing] = useState(false);
  const image = answer.file?.type.startsWith('image/') ? answer.file : null;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  // Clearing the choice runs through `prepare` too, so a photo still being shrunk does not land after it.
  const choose = (picked: File | null) =>
    prepare(async (isCurrent) => {
      if (!picked) {
        setPreparing(false);
        setShrink(null);
        onAnswer({ ...answer, value: '', file: null });
        return;
      }
      setPreparing(true);
      const result = await (await loadShrink()).shrinkImage(picked);
      // A newer choice for this field replaced this one meanwhile.
      if (!isCurrent()) return;
      setPreparing(false);
      setShrink(result);
      onAnswer({ ...answer, value: result.file.name, file: result.file });
    });

  const chosenId = `${attributes.id}-elegido`;
  const describedBy = [attributes['aria-describedby'], answer.file ? chosenId : ''].filter(Boolean).join(' ');
  return (
    <>
      {preparing && <p role="status">Preparando la imagen…</p>}
      {preview && (
        <img className="dyn-file-preview" src={preview} alt={`Vista previa de ${image?.name ?? 'la imagen'}`} />
      )}
      {answer.file && (
        <p id={chosenId} className="dyn-file-name">
          Archivo seleccionado: {answer.file.name}
        </p>
      )}
      <ImageSizeLine result={shrink?.file === answer.file ? shrink : null} />
      <input
        {...attributes}
        aria-describedby={describedBy || undefined}
        name={name}
        type="file"
        accept={accept}
        className="visually-hidden"
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={attributes.id} className="btn btn-outline dyn-file-action">
        {pickerText(answer.file)}
      </label>
    </>
  );
}
