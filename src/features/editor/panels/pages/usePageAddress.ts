import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../../app/hooks';
import { selectCurrentPage, selectHomePageId } from '../../editorSlice';

/**
 * The page on the canvas, in the address: `?page=a-propos` (nothing for the home page), replaced
 * in place (no history entry per page). Opening a project or a share link reads it back
 * (projects/EditorRoute.tsx), so a reload shows the same page.
 */
export function usePageAddress() {
  const slug = useAppSelector((state) => {
    const page = selectCurrentPage(state);
    return page.id === selectHomePageId(state) ? null : page.slug;
  });
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A share link's fragment is read once per visit of the address: leave that address alone
    // (the page is in the address again once the copy is saved).
    if (hash) return;
    const params = new URLSearchParams(search);
    if (params.get('page') === slug) return;
    if (slug === null) params.delete('page');
    else params.set('page', slug);
    const next = params.toString();
    void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true });
  }, [slug, pathname, search, hash, navigate]);
}
