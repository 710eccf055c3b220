/**
 * A small label in Blueprint's tag style, drawn with its classes and no measuring. Blueprint's `Tag`
 * wraps its text in `Text`, whose layout effect reads the text's width to decide on a tooltip: one
 * forced layout per tag, and a page of rows carries dozens of tags. Here the text is cut by CSS
 * alone, and the full text is in `title` where the caller gives one.
 */
import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function Badge({
  children,
  icon,
  intent,
  round = false,
  title,
  className,
}: {
  children: ReactNode;
  icon?: IconName;
  intent?: Intent;
  round?: boolean;
  title?: string;
  className?: string;
}) {
  const classes = [
    Classes.TAG,
    Classes.MINIMAL,
    round && Classes.ROUND,
    intent && Classes.intentClass(intent),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} title={title}>
      {icon && <Icon icon={icon} />}
      <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{children}</span>
    </span>
  );
}
