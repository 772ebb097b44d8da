// A link to a page of a signed-in area: a real <a href> (new tab, copy link and keyboard work as
// usual) whose plain click opens the page through the area's router, without reloading.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  /** The area's router (`createSectionRouter`). */
  readonly router: { readonly open: (path: string) => void };
}

export function RouterLink({ href, router, onClick, children, ...rest }: RouterLinkProps) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    router.open(href);
  }
  return (
    <a href={href} onClick={open} {...rest}>
      {children}
    </a>
  );
}
