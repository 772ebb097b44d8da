// File checks against an upload rule: presence, extension plus MIME type, size; and
// the same as a valibot schema for forms. Content sniffing lives in file-sniff.ts.
import * as v from 'valibot';
import type { FileRule } from './file-rules.ts';
import { sniffFileType } from './file-sniff.ts';

/** The part of a File (or an uploaded part on the server) the checks read. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type FileCheckFailure = 'missing' | 'type' | 'size';
export type FileCheckResult =
  { readonly ok: true } | { readonly ok: false; readonly reason: FileCheckFailure; readonly message: string };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Both the extension and the MIME type must be allowed; an empty MIME type (some
 * browsers leave it blank) defers to the extension. */
export function hasAllowedType(file: FileLike, rule: FileRule): boolean {
  const mime = file.type.toLowerCase();
  return rule.extensions.includes(fileExtension(file.name)) && (mime === '' || rule.mimeTypes.includes(mime));
}

export function checkFile(file: FileLike | null | undefined, rule: FileRule): FileCheckResult {
  // An empty file is no file: it gets the required message, not the wrong-type one.
  if (!file || file.size === 0) return { ok: false, reason: 'missing', message: rule.requiredMessage };
  if (!hasAllowedType(file, rule)) {
    return { ok: false, reason: 'type', message: rule.typeMessage(file.name) };
  }
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) {
    return { ok: false, reason: 'size', message: rule.sizeMessage(file.name) };
  }
  return { ok: true };
}

/** Server side: whether the bytes really are one of the rule's kinds. */
export function contentMatchesRule(bytes: Uint8Array, rule: FileRule): boolean {
  const kind = sniffFileType(bytes);
  return kind !== null && rule.kinds.includes(kind);
}

/** A File field for forms; the issue carries the rule's message for the file. */
export function fileSchema(rule: FileRule) {
  return v.pipe(
    v.file(rule.requiredMessage),
    v.rawCheck<File>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = checkFile(dataset.value, rule);
      if (!result.ok) addIssue({ message: result.message });
    }),
  );
}
