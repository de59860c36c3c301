import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../../../src/common/SiteHeader';
import { renderWithProviders } from '../../renderWithProviders';

describe('SiteHeader', () => {
  it('shows the logo, the four links and the two buttons', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Toile, accueil' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'href',
      '/templates',
    );
    expect(within(nav).getByRole('link', { name: 'Éditeur' })).toHaveAttribute('href', '/editor');
    expect(within(nav).getByRole('link', { name: 'Mes projets' })).toHaveAttribute(
      'href',
      '/projets',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/templates');
  });

  it.each([
    ['/', 'Accueil'],
    ['/templates', 'Templates'],
    ['/editor', 'Éditeur'],
    ['/editor/12', 'Éditeur'],
    ['/editor/projet/abc', 'Éditeur'],
    ['/editor/partage', 'Éditeur'],
    ['/projets', 'Mes projets'],
  ])('on %s marks %s as the current page', (path, name) => {
    renderWithProviders(<SiteHeader />, { path });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual([name]);
  });

  it('opens the menu with the four links', async () => {
    renderWithProviders(<SiteHeader />, { path: '/templates' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Accueil',
      'Templates',
      'Éditeur',
      'Mes projets',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('explains that no account is needed', async () => {
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pas besoin de compte' });
    expect(dialog).toHaveTextContent(/restent dans ce navigateur/);
    expect(dialog).toHaveTextContent(/lien/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compris' }));
  });
});
