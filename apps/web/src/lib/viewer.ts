import * as React from 'react';

/** What features may know about the signed-in person without importing the auth feature. */
export interface Viewer {
  isPlatformAdmin: boolean;
}

export const ViewerContext = React.createContext<Viewer>({ isPlatformAdmin: false });

export function useViewer(): Viewer {
  return React.useContext(ViewerContext);
}
