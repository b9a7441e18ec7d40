import { createContext } from 'react';

/**
 * Where dialogs render over the page: the page's body, unless a screen is shown inside another
 * document (the replay viewer's phone frame), whose body this names.
 */
export const PortalHost = createContext<HTMLElement | null>(null);
