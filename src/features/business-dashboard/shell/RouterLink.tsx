// An <a> that opens a company-area page through the section router (a plain click), and keeps
// the browser's behaviour for new tabs and modified clicks.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router.ts';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string };

export function RouterLink({ href, onClick, children, ...rest }: RouterLinkProps) {
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
    navigate(href);
  }
  return (
    <a href={href} onClick={open} {...rest}>
      {children}
    </a>
  );
}
