// API paths stored as `url_file` for documents and contracts, relative to the API base URL.
// The download routes (routes/user/documents.ts and records.ts) answer on exactly these paths, so a
// stored `url_file` always leads to its bytes.

export type FileGroup = 'General' | 'Personalizated';

/** GET /api/users/files/{default|custom}/download-file/{id_profile_user}/{id_file} */
export function documentDownloadPath(group: FileGroup, idProfileUser: number, idFile: number): string {
  const folder = group === 'General' ? 'default' : 'custom';
  return `/api/users/files/${folder}/download-file/${idProfileUser}/${idFile}`;
}

/** GET /api/users/contracts/download-file/{original_document_id}/{id_history} */
export function contractDownloadPath(originalDocumentId: number, idHistory: number): string {
  return `/api/users/contracts/download-file/${originalDocumentId}/${idHistory}`;
}
