/**
 * The page has one loading bar, the root layout's. When a navigation ends on the error page, the
 * error page reports it here and the layout's bar turns red, instead of a second bar beside the
 * finished one.
 */
import { createContext, useContext } from 'react';

/** Reports the failed navigation by its location key; null outside the root layout. */
export const NavigationFailureContext = createContext<((locationKey: string) => void) | null>(null);

export const useReportNavigationFailure = () => useContext(NavigationFailureContext);
