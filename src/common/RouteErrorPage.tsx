import { Component, type ReactNode } from 'react';
import { Outlet, useLocation, type Location } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { MessagePage } from './MessagePage';

/** The French message shown in place of a screen that crashed, with a way back. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (error) console.warn('Toile: écran en erreur', error);
  return (
    <MessagePage
      title={fr.errors.crashTitle}
      body={fr.errors.crashBody}
      onReload={() => window.location.reload()}
    />
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The visit (location key) at which the screen crashed: the next one shows its screen again. */
  at: string | null;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Toile: écran en erreur') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.location.key };
    return state.at === props.location.key ? null : { error: null, at: null };
  }

  render() {
    if (this.state.error !== null) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * The screens' error boundary, under the layout: a screen that crashes (or whose code could not be
 * loaded) shows the French error page and the header stays. Following a link shows that screen.
 */
export function ScreenBoundary() {
  const location = useLocation();
  return (
    <ScreenErrorBoundary location={location}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}
