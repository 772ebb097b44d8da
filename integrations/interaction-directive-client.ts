// The browser side of `client:interaction` (interaction-directive.ts): hydrates on the island's
// first focus, press, key, drag or change, or at once when the address has the query parameter
// named by the directive's value. A file dragged or dropped on it before it is live is held, so
// the browser never opens it in place of the page.
import type { ClientDirective } from 'astro';

const STARTERS = ['focusin', 'pointerdown', 'keydown', 'dragenter', 'change'] as const;

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const hold = (event: Event) => event.preventDefault();
  const start = () => {
    if (started) return;
    started = true;
    for (const type of STARTERS) el.removeEventListener(type, start);
    void load().then(async (hydrate) => {
      await hydrate();
      el.removeEventListener('dragover', hold);
      el.removeEventListener('drop', hold);
    });
  };
  el.addEventListener('dragover', hold);
  el.addEventListener('drop', hold);
  for (const type of STARTERS) el.addEventListener(type, start, { passive: true });
  const param = typeof options.value === 'string' ? options.value : '';
  if (param && new URLSearchParams(window.location.search).has(param)) start();
};

export default interaction;
