// The addresses of the area's links, with the carried parameters of the current address. The
// component re-renders when those change (a profile picked, the company link written into the
// address on arrival), not on every change of the query: the area's frame follows the route alone.
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $carriedSearch, dashboardHref, type DashboardPage } from './router.ts';

export function useDashboardHrefs(): (route: DashboardPage) => string {
  const search = useStore($carriedSearch);
  return useCallback((route: DashboardPage) => dashboardHref(route, '', search), [search]);
}
