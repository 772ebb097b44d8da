// Line icons the profile, bank and posting pages need beyond the chrome's set (same 24 × 24
// stroke style). Decorative: each sits beside a text or inside a named control.
import type { SVGProps } from 'react';

import { LineIcon } from '@/components/icon/icons.tsx';

const PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16zm9-13 4 4',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4z',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  truck: 'M3 6h11v10H3zm11 4h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  money: 'M3 7h18v10H3zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v.01M18 14v.01',
  lock: 'M6 11h12v10H6zm3 0V8a3 3 0 0 1 6 0v3',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-9.4-8.5 6.8 4m0-11-6.8 4',
  chat: 'M4 20l1.3-3.9A8 8 0 1 1 8 19z',
} as const;

export type ExtraIconName = keyof typeof PATHS;

interface ExtraIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  readonly name: ExtraIconName;
  readonly size?: number;
}

export function ExtraIcon({ name, ...rest }: ExtraIconProps) {
  return <LineIcon {...rest} d={PATHS[name]} />;
}
