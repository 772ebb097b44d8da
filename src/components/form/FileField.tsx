// A labelled file input: what it accepts, the chosen file's name, a hint and the first error, tied
// to the input by the same rule as Field (hint, chosen file, error). Slots keep the later
// additions in one place: `preview` (above the chosen file, e.g. the image) and `status` (under
// it, e.g. a size line or an upload progress bar). With `picker`, the native input is visually
// hidden and a label styled as a button opens it; its text joins the input's name.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNotes, OptionalMark, describedBy, type FieldLook } from './Field.tsx';

export interface FileFieldLook extends FieldLook {
  readonly chosenClassName: string;
  readonly inputClassName?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'accept' | 'className'>;

export interface FileFieldProps {
  readonly id: string;
  readonly label: string;
  readonly accept: string;
  readonly look: FileFieldLook;
  /** Passed to the <input> as they are (name, ref, onChange…). */
  readonly input?: InputProps;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  readonly required?: boolean | undefined;
  readonly optional?: boolean | undefined;
  readonly wide?: boolean | undefined;
  /** The chosen file (its name is shown and read with the input). */
  readonly chosen?: Pick<File, 'name' | 'size'> | null | undefined;
  /** How the chosen file's line starts ('Archivo seleccionado'). */
  readonly chosenPrefix?: string;
  /** A button-like label instead of the native control: its text and class. */
  readonly picker?: { readonly text: string; readonly className: string } | undefined;
  readonly preview?: ReactNode;
  readonly status?: ReactNode;
  /** False only when the page's alert region already announces the file's errors. */
  readonly errorAnnounced?: boolean;
}

export function FileField(props: FileFieldProps) {
  const { chosen, chosenPrefix = 'Archivo seleccionado', picker, preview, status, errorAnnounced = true } = props;
  const { id, label, accept, look, hint, error, required, optional, wide, input } = props;
  const labelled = picker ? { 'aria-labelledby': `${id}-title ${id}-action` } : {};
  const title = (
    <>
      {label}
      {optional && <OptionalMark className={look.optionalClassName} />}
    </>
  );
  return (
    <div className={[look.className, wide ? look.wideClassName : ''].filter(Boolean).join(' ')}>
      {picker ? (
        <span id={`${id}-title`} className={look.labelClassName}>
          {title}
        </span>
      ) : (
        <label htmlFor={id} className={look.labelClassName}>
          {title}
        </label>
      )}
      {preview}
      {chosen && (
        <p id={`${id}-name`} className={look.chosenClassName}>
          {chosenPrefix}: {chosen.name}
        </p>
      )}
      {status}
      <input
        {...input}
        {...labelled}
        id={id}
        type="file"
        accept={accept}
        className={picker ? 'visually-hidden' : look.inputClassName}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, extra: chosen ? [`${id}-name`] : [] })}
      />
      {picker && (
        <label id={`${id}-action`} htmlFor={id} className={picker.className}>
          {picker.text}
        </label>
      )}
      <FieldNotes id={id} look={look} hint={hint} error={error} announced={errorAnnounced} />
    </div>
  );
}
