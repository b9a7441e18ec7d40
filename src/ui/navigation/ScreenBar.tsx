import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isFramed } from '../../lib/embedding/hostEvents';
import { backTarget } from '../../lib/navigation';
import { ConnectionNotice } from '../connection/ConnectionNotice';

// Only in a host's frame: outside one, the chat's first download does not carry it.
const CloseControl = lazyChunk(() => import('./CloseControl'));

interface ScreenBarProps {
  /** The chat puts its title and actions in the bar; other screens keep their heading below it. */
  children?: ReactNode;
  className?: string;
}

/**
 * The top of every screen (docs/architecture.md, "Navigation"): the way back (`backTarget`), the close
 * control in a host's frame (the host bridge tells the host), and the connection notice, so that no
 * screen is a dead end or hides a lost connection. The back control is an arrow, named for screen
 * readers by where it leads.
 */
export function ScreenBar({ children, className = 'screen-bar' }: ScreenBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = backTarget({ ...useLocation(), index: (window.history.state as { idx?: number } | null)?.idx });
  return (
    <>
      <header className={className}>
        {back && (
          <button
            type="button"
            className="button back-control"
            aria-label={t(back === -1 ? 'common.back' : 'common.backHome')}
            onClick={() => void (back === -1 ? navigate(-1) : navigate(back))}
          >
            ‹
          </button>
        )}
        {children}
        {isFramed() && (
          <Suspense fallback={null}>
            <CloseControl />
          </Suspense>
        )}
      </header>
      <ConnectionNotice />
    </>
  );
}
