// A link to a dashboard page: a real <a href> (new tab, copy link and keyboard work as usual)
// whose plain click opens the page through the client router, keeping the carried parameters.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { dashboardHref, goTo, type DashboardPage } from './router.ts';

interface DashboardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: DashboardPage;
  readonly hash?: string;
}

export function DashboardLink({ to, hash, onClick, children, ...rest }: DashboardLinkProps) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    event.preventDefault();
    goTo(to, hash === undefined ? {} : { hash });
  }
  return (
    <a href={dashboardHref(to, hash)} onClick={open} {...rest}>
      {children}
    </a>
  );
}
