/**
 * A list screen's first paint: its heading, the Add button or the login message, and room kept for
 * the list. The list itself (filters, query, rows) is the screen's lazy part and loads after that
 * paint, so a phone draws the heading before it runs the code of the form and the rows.
 */
import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UI } from '@ffc/domain/messages';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { PageHead } from '../ui/PageHead';
import { usePainted } from '../ui/usePainted';

/** What a list screen shows before its list: the part of its list spec the heading needs. */
export interface ListHead {
  title: string;
  description: string;
  add?: { label: string; path: string };
  /** Shown to anonymous visitors instead of the Add button. */
  loginMessage?: string;
  /** A Go Back button beside Add (the social group list has one). */
  goBack?: boolean;
}

/**
 * The page's title and description, its heading with Add (or Go Back), and the login message for anonymous visitors.
 */
export function ListHeader({ head: { title, description, add, loginMessage, goBack = false } }: { head: ListHead }) {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageHead title={title} description={description} />
      <div className="list-header">
        <H1>{title}</H1>
        <div className="form-actions">
          {currentUser && add ? (
            <LinkButton to={add.path} intent={Intent.PRIMARY}>
              {add.label}
            </LinkButton>
          ) : null}
          {goBack && <Button onClick={() => void navigate(-1)}>{UI.goBack}</Button>}
        </div>
      </div>
      {!currentUser && loginMessage && (
        <Callout intent={Intent.PRIMARY} className="login-message">
          {loginMessage} <Link to="/login">{UI.login}</Link>
        </Callout>
      )}
    </>
  );
}

/**
 * The heading first, then (once painted) the list: `children`, a lazy component rendering EntryList
 * without its header. Until it comes, `slotClassName` keeps the room its search and toolbar (a
 * phone) or its filters take, so nothing below moves when it comes.
 */
export function ListPage({
  head,
  slotClassName,
  children,
}: {
  head: ListHead;
  slotClassName: string;
  children: ReactNode;
}) {
  const painted = usePainted();
  const slot = <div className={slotClassName} />;
  return (
    <>
      <ListHeader head={head} />
      {painted ? <Suspense fallback={slot}>{children}</Suspense> : slot}
    </>
  );
}
