import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from './hooks';

/** Puts the product's colour scheme on the page: src/ui/app.css reads it from `<html data-scheme>`. */
export function useDocumentScheme(): void {
  const colorScheme = useAppSelector((state) => state.session.colorScheme);
  useEffect(() => {
    document.documentElement.dataset.scheme = String(colorScheme);
  }, [colorScheme]);
}

/** Every screen in the product's colour scheme: the guarded ones, the guard's notices and /404. */
export function SchemedRoot() {
  useDocumentScheme();
  return <Outlet />;
}
