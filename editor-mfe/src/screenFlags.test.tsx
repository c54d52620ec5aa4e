import { render, screen } from '@testing-library/react';
import { createScreenFlags, ScreenFlagsContext, useScreenFlag, useScreenFlagsHost } from './screenFlags';

function Part({ on }: { on: boolean }) {
  useScreenFlag('side-panel-right', on);
  return null;
}

describe('screen flags', () => {
  it('shows a flag while any part raises it, and only then', () => {
    const flags = createScreenFlags();
    const screenElement = document.createElement('main');
    flags.attach(screenElement);
    const lowerFirst = flags.raise('side-panel-left');
    const lowerSecond = flags.raise('side-panel-left');
    expect(screenElement).toHaveAttribute('data-side-panel-left', '');
    lowerFirst();
    lowerFirst(); // a second call changes nothing
    expect(screenElement).toHaveAttribute('data-side-panel-left');
    lowerSecond();
    expect(screenElement).not.toHaveAttribute('data-side-panel-left');
    expect(screenElement).not.toHaveAttribute('data-help-expanded');
  });

  it('applies the flags raised before the screen element is attached', () => {
    const flags = createScreenFlags();
    flags.raise('help-expanded');
    const screenElement = document.createElement('main');
    flags.attach(screenElement);
    expect(screenElement).toHaveAttribute('data-help-expanded');
  });

  it('follows a part that raises and lowers its flag, and lowers it when the part unmounts', () => {
    function Screen({ on, mounted }: { on: boolean; mounted: boolean }) {
      const { flags, attach } = useScreenFlagsHost();
      return (
        <ScreenFlagsContext value={flags}>
          <main ref={attach}>{mounted ? <Part on={on} /> : null}</main>
        </ScreenFlagsContext>
      );
    }
    const view = render(<Screen on mounted />);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-side-panel-right');
    view.rerender(<Screen on={false} mounted />);
    expect(main).not.toHaveAttribute('data-side-panel-right');
    view.rerender(<Screen on mounted />);
    expect(main).toHaveAttribute('data-side-panel-right');
    view.rerender(<Screen on mounted={false} />);
    expect(main).not.toHaveAttribute('data-side-panel-right');
  });
});
