/** The page events that make a reconnect worth trying at once (the window and document by default). */
export interface PageEvents {
  onOnlineChange(listener: (online: boolean) => void): void;
  onVisibilityChange(listener: (visible: boolean) => void): void;
}

export function browserPageEvents(): PageEvents | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    onOnlineChange(listener) {
      window.addEventListener('online', () => listener(true));
      window.addEventListener('offline', () => listener(false));
    },
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', () => listener(document.visibilityState === 'visible'));
    },
  };
}
