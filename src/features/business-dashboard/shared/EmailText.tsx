// An e-mail address that wraps where a reader expects: a line may break after the '@' or after a
// dot (a <wbr> there), so a narrow cell never cuts a name or a domain in the middle unless one part
// alone is wider than the cell (the cell's `overflow-wrap: anywhere`, the last resort).
import { Fragment } from 'react';

/** 'camila.rojas@demo.cl' → ['camila.', 'rojas@', 'demo.', 'cl']: each part ends where a line may. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

export function EmailText({ email }: { readonly email: string }) {
  return (
    <>
      {emailParts(email).map((part, index) => (
        // The parts of one address never move, so their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
