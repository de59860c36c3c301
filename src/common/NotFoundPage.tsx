import { fr } from '../i18n/fr';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return <MessagePage code="404" title={fr.errors.notFoundTitle} body={fr.errors.notFoundBody} />;
}
