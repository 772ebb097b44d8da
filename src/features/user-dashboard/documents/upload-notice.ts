// Whether to show the upload notice before choosing a file: it shows until the
// worker ticks 'No volver a mostrar este aviso'; that choice is remembered in this browser.

const STORAGE_KEY = 'enlista.upload-notice-dismissed';

export function uploadNoticeDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberUploadNoticeDismissed(): void {
  try {
    localStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // Without storage the notice simply shows again next time.
  }
}
