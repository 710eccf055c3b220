/** A router link that looks like a Blueprint button (navigation stays a link for assistive tech). */
import { Classes, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function LinkButton({
  to,
  children,
  intent,
  minimal,
}: {
  to: string;
  children: ReactNode;
  intent?: Intent;
  minimal?: boolean;
}) {
  const classes = [Classes.BUTTON, intent ? Classes.intentClass(intent) : '', minimal ? Classes.MINIMAL : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
