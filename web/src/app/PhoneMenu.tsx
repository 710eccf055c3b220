/**
 * The navigation on a phone: a drawer from the right with every link and the dark-mode switch.
 * Blueprint's drawer is no dialog to a screen reader by itself: the panel inside says it is one.
 */
import { Button, Classes, Drawer, H2, Position } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UI } from '@ffc/domain/messages';

export default function PhoneMenu({
  isOpen,
  onClose,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  // Closed by a link it led to, focus stays where the new page puts it (its heading, RouteAnnouncer);
  // closed with Escape or its button, focus goes back to the Menu button that opened it.
  const [followed, setFollowed] = useState(false);
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      shouldReturnFocusOnClose={!followed}
      onOpening={() => setFollowed(false)}
      position={Position.RIGHT}
      size="85%"
      className="site-menu"
    >
      <div role="dialog" aria-modal="true" aria-labelledby="site-menu-title" className="site-menu-panel">
        <div className={Classes.DRAWER_HEADER}>
          <H2 id="site-menu-title" className="site-menu-title">
            {UI.menu}
          </H2>
          <Button aria-label="Close" icon="cross" variant="minimal" onClick={onClose} className="menu-button" />
        </div>
        {/* A link followed closes the menu (its click bubbles here; the switch's does not). */}
        <div
          className={`${Classes.DRAWER_BODY} site-menu-links`}
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('a'))) return;
            // Drawn before the close: the drawer's exit keeps the props of its last open render.
            flushSync(() => setFollowed(true));
            onClose();
          }}
        >
          {children}
        </div>
      </div>
    </Drawer>
  );
}
