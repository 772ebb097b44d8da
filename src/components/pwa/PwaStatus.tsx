// The installed app's two notices: how old the data on screen is when it came from the offline
// store ('Sin conexión · datos de las HH:MM'), and a new version waiting ('Hay una nueva versión'
// with 'Actualizar'). UpdatePrompt also registers the service worker after the page's load.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $offlineDataSince, listenOfflineNotes, offlineLabel } from '@/lib/pwa/offline-data.ts';
import { effectAfterNextPaint } from '@/lib/next-task.ts';
import { $updateReady, applyUpdate, registerServiceWorkerAfterLoad } from '@/lib/pwa/register.ts';
import './pwa.css';

/** A polite status line, present while any data on screen was read from the offline store. */
export function OfflineDataNote() {
  const since = useStore($offlineDataSince);
  useEffect(() => listenOfflineNotes(), []);
  return <div role="status">{since && <p className="pwa-offline">{offlineLabel(since)}</p>}</div>;
}

export function UpdatePrompt() {
  const ready = useStore($updateReady);
  // Registered after the first paint, apart from the area's other effects: nothing on screen
  // waits for it.
  useEffect(() => effectAfterNextPaint(registerServiceWorkerAfterLoad), []);
  return (
    // The live region stays in place; it becomes the floating notice once a version waits.
    <div className={ready ? 'pwa-update' : undefined} role="status">
      {ready && (
        <>
          <p>Hay una nueva versión</p>
          <button type="button" className="btn" onClick={applyUpdate}>
            Actualizar
          </button>
        </>
      )}
    </div>
  );
}
