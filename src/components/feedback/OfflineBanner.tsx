// A strip at the bottom of the screen while the person is cut off. It blocks nothing: what was
// typed or chosen stays on the page, and it leaves by itself when the connection is back.
import { useStore } from '@nanostores/react';
import { $network } from '@/stores/network.ts';
import './upload-progress.css';

export const OFFLINE_TEXT = 'Sin conexión. Lo que ingresaste se mantiene aquí; podrás enviarlo cuando vuelva la señal.';
export const UNREACHABLE_TEXT =
  'Sin conexión con el servidor. Lo que ingresaste se mantiene aquí; reintenta en un momento.';

export default function OfflineBanner() {
  const network = useStore($network);
  return (
    <div role="status" aria-live="polite">
      {network !== 'online' && (
        <p className="offline-banner">{network === 'offline' ? OFFLINE_TEXT : UNREACHABLE_TEXT}</p>
      )}
    </div>
  );
}
