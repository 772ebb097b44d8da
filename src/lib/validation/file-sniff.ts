// Content sniffing: recognises a file's real type from its first bytes, so the server
// judges uploads by content rather than by the name or MIME type the client claims.

export type FileKind = 'png' | 'jpeg' | 'pdf' | 'gif';

const SIGNATURES: readonly (readonly [kind: FileKind, bytes: readonly number[]])[] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // '%PDF-'
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // 'GIF87a'
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // 'GIF89a'
];

export function sniffFileType(bytes: Uint8Array): FileKind | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
  return match ? match[0] : null;
}

export const MIME_BY_KIND: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  gif: 'image/gif',
};
