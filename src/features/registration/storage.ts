// Browser storage that never throws: private modes and full quotas make the draft a best effort,
// never a crash. JSON in, JSON out; unreadable entries read as absent.

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson(key: string, kind: Area = 'local'): unknown {
  try {
    const text = area(kind)?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the flow still works, only the draft is not kept.
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
