import { copyTitle, displayTitle, newDesignTitle } from './titles';

describe('design titles', () => {
  it("titles a new design 'Design {local date}'", () => {
    const now = new Date(2026, 2, 5, 15, 4);
    expect(newDesignTitle(now)).toBe(`Design ${now.toLocaleDateString()}`);
  });

  it("titles a duplicate '{title} (Copy)'", () => {
    expect(copyTitle('Portfolio')).toBe('Portfolio (Copy)');
    expect(copyTitle('Portfolio (Copy)')).toBe('Portfolio (Copy) (Copy)');
  });

  it("displays 'Untitled' for an empty or blank title", () => {
    expect(displayTitle('Home')).toBe('Home');
    expect(displayTitle('   ')).toBe('Untitled');
    expect(displayTitle(null)).toBe('Untitled');
    expect(displayTitle(undefined)).toBe('Untitled');
  });
});
