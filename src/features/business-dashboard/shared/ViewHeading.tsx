// The <h1> of a company-area view. It can take focus (tabIndex -1) so that, after the section
// router changes view, keyboard and screen-reader users land on the new view's title.
import type { ReactNode } from 'react';
import './view.css';

export function ViewHeading({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <h1 id={id} className="bd-view-title" tabIndex={-1} data-view-heading>
      {children}
    </h1>
  );
}
