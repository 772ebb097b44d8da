// The line under a picked image that the browser made smaller: 'Imagen reducida: 4,8 MB → 0,6 MB'.
// Nothing for a file sent as picked.
import type { ShrinkResult } from '@/lib/images/index.ts';
import { shrinkLine } from '@/lib/images/sizes.ts';
import './upload-progress.css';

export default function ImageSizeLine({ result, id }: { readonly result: ShrinkResult | null; readonly id?: string }) {
  if (!result?.shrunk) return null;
  return (
    <p className="image-size-line" id={id}>
      Imagen reducida: {shrinkLine(result.originalBytes, result.file.size)}
    </p>
  );
}
