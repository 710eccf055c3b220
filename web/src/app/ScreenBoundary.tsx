/**
 * Catches a screen whose code could not be loaded (no connection, or a release replaced its chunk)
 * and says so in place of the page, with a way to try again, instead of the whole app going blank.
 * The next address (`resetKey`) starts afresh.
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { ROAD } from '@ffc/domain/road';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Callout intent={Intent.WARNING} role="alert" className="screen-unavailable">
        <p>{ROAD.screenUnavailable}</p>
        {/* A failed chunk stays failed in this document (React.lazy keeps the error): a new one loads it afresh. */}
        <Button onClick={() => window.location.reload()}>{ROAD.tryAgain}</Button>
      </Callout>
    );
  }
}
