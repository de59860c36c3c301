import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { MessagePage } from './MessagePage';
import { NotFoundPage } from './NotFoundPage';

/** The route-level error boundary: a French message and a way back, never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error) console.warn('Toile: écran en erreur', error);
  return (
    <MessagePage
      title={fr.errors.crashTitle}
      body={fr.errors.crashBody}
      onReload={() => window.location.reload()}
    />
  );
}
