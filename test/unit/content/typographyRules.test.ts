import { typographyProblems } from './typographyRules';

describe('typographyProblems', () => {
  it('accepts right French typography', () => {
    expect(
      typographyProblems('L’atelier\u00a0: ouvert\u202f! «\u00a0Oui\u00a0» 99,9\u00a0%'),
    ).toEqual([]);
    expect(typographyProblems('Écrivez à contact@exemple.fr ou https://exemple.fr?a=1')).toEqual(
      [],
    );
    expect(typographyProblems('De 12:30 à 14:00, vraiment\u00a0?!')).toEqual([]);
  });

  it('names each problem', () => {
    expect(typographyProblems("L'atelier")).toHaveLength(1);
    expect(typographyProblems('Ouvert : oui')[0]).toMatch(/plain space before « : »/);
    expect(typographyProblems('Ouvert!')[0]).toMatch(/« t » before « ! »/);
    expect(typographyProblems('Quoi ; encore ? 10 %')).toHaveLength(3);
    expect(typographyProblems('« Oui »')).toHaveLength(2);
    expect(typographyProblems('Un "mot"')).toHaveLength(2);
  });
});
