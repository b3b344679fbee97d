import { type ComponentType, createContext, useContext } from 'react';

/**
 * The app frame's header, supplied by app/ (Providers). Screens render it through this slot, so features
 * need not import app/, which imports them.
 */
export const FrameHeaderContext = createContext<ComponentType | null>(null);

export function Header() {
  const FrameHeader = useContext(FrameHeaderContext);
  if (!FrameHeader) throw new Error('Header is only available inside <FrameHeaderContext.Provider>');
  return <FrameHeader />;
}
