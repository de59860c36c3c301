import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import { selectAllTemplates, selectTemplatesError, selectTemplatesStatus } from './templatesSlice';

/** The developer error of spec section 8, word for word. */
export const USE_TEMPLATES_OUTSIDE_PROVIDER = 'useTemplates must be used within a TemplateProvider';

/**
 * The templates live in the Redux store (docs/decisions.md, 7), so the template provider is the
 * store's provider: `<TemplateProvider store={store}>` is react-redux's `<Provider>`.
 */
export const TemplateProvider = Provider;

function useTemplateContext() {
  const context = useContext(ReactReduxContext);
  if (context === null) throw new Error(USE_TEMPLATES_OUTSIDE_PROVIDER);
  return context;
}

/** The templates, their generation status and error; throws outside the provider. */
export function useTemplates() {
  useTemplateContext();
  const templates = useAppSelector(selectAllTemplates);
  const status = useAppSelector(selectTemplatesStatus);
  const error = useAppSelector(selectTemplatesError);
  return { templates, status, error };
}
