// The name a worker's document reads under: its own title (a company's custom document), else its
// type's name from the shared reference (the company reads the same), else its purpose's words.
import { documentTypeName } from '@/lib/reference/worker-documents.ts';

export function documentName(file: { readonly purpose_name: string; readonly title?: string | null }): string {
  return documentTypeName(file.purpose_name, file.title);
}
