import { screen, within } from '@testing-library/react';
import { LandingPage } from '../../../../src/features/landing/LandingPage';
import { renderWithProviders } from '../../../renderWithProviders';

describe('LandingPage', () => {
  beforeEach(() => renderWithProviders(<LandingPage />));

  it('has the hero headline and its two links', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Créez des sites web en quelques minutes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute(
      'href',
      '/templates',
    );
    expect(screen.getByRole('link', { name: 'Voir la démo' })).toHaveAttribute('href', '/editor');
  });

  it('lists four features, each with a title and a description', () => {
    const section = screen.getByRole('region', { name: /Tout ce qu/ });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Éditeur glisser-déposer',
      '900+ templates',
      'IA intégrée',
      'Export HTML/CSS',
    ]);
  });

  it('writes the statistics the French way', () => {
    const band = screen.getByRole('region', { name: 'Toile en chiffres' });
    const text = band.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('900+');
    expect(text).toContain('50 000+');
    expect(text).toContain('99,9 %');
    expect(text).toContain('4,9/5');
  });

  it('shows two testimonials rated five stars', () => {
    expect(screen.getAllByRole('img', { name: /5.étoiles sur 5/ })).toHaveLength(2);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('closes with a call to action and a footer', () => {
    expect(screen.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute(
      'href',
      '/templates',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the sections in the order of the spec', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/Tout ce qu/);
    expect(headings[1]).toBe('Ils créent avec Toile');
    expect(headings[2]).toMatch(/Prêt à créer/);
  });
});
