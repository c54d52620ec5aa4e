import { copyTitle, displayTitle, newDesignTitle } from './titles';

describe('design titles', () => {
  it("titles a new design 'Untitled design', then 'Untitled design 2', 3… by what is taken", () => {
    expect(newDesignTitle()).toBe('Untitled design');
    expect(newDesignTitle(['Portfolio'])).toBe('Untitled design');
    expect(newDesignTitle(['Untitled design'])).toBe('Untitled design 2');
    expect(newDesignTitle([' untitled DESIGN ', 'Untitled design 2', 'Untitled design 4'])).toBe(
      'Untitled design 3',
    );
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
