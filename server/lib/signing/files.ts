// Where signing keeps its PDFs: under the files folder, at paths the server chooses
// (users/{id}/contracts/…, powers/{folder}/…); nothing a client sends reaches a path.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

function inside(filesDir: string, relativePath: string): string {
  const root = normalize(filesDir);
  const target = normalize(join(root, relativePath));
  if (!target.startsWith(root)) throw new Error('Stored path outside the files folder');
  return target;
}

export function writeStored(filesDir: string, relativePath: string, bytes: Uint8Array): void {
  const target = inside(filesDir, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
}

export function readStored(filesDir: string, relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(inside(filesDir, relativePath)));
}

export function removeStored(filesDir: string, relativePath: string): void {
  rmSync(inside(filesDir, relativePath), { force: true });
}

/** users/{id}/contracts/{random}-{suffix}.pdf */
export function contractFilePath(idUser: number, suffix: 'enviado' | 'firmado'): string {
  return `users/${idUser}/contracts/${randomUUID()}-${suffix}.pdf`;
}
