// Astro integration: `client:interaction`, an island that hydrates only when the person acts on
// it (focus, a press, a key, a drag, a change), or at once when the address carries the query
// parameter named as the directive's value (`client:interaction="codigo"`: a link or QR code
// that already says what to do). Until then the page ships no framework JavaScript, only the
// directive's few inline lines. /verificar uses it.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | string;
  }
}

export default function interactionDirective(): AstroIntegration {
  return {
    name: 'enlista:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive-client.ts', import.meta.url)),
        });
      },
    },
  };
}
