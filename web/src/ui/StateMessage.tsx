/**
 * An empty, missing or refused state (Blueprint's non-ideal-state look) at the heading level the
 * page needs: the page's H1 when it is all the page shows, a paragraph inside a page that has its
 * own heading, announced politely (an empty search result is news to a screen-reader user).
 */
import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function StateMessage({
  as,
  icon,
  title,
  description,
  action,
}: {
  as: 'h1' | 'p';
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const Title = as;
  return (
    <div className="bp6-non-ideal-state bp6-non-ideal-state-vertical" {...(as === 'p' ? { role: 'status' } : {})}>
      <div className="bp6-non-ideal-state-visual" style={{ fontSize: '48px', lineHeight: '48px' }}>
        <Icon icon={icon} size={48} aria-hidden tabIndex={-1} className="bp6-icon-muted" />
      </div>
      <div className="bp6-non-ideal-state-text">
        <Title className={as === 'h1' ? 'bp6-heading state-title' : 'state-title'}>{title}</Title>
        {description && <div>{description}</div>}
      </div>
      {action}
    </div>
  );
}
