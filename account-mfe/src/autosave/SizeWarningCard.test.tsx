import { act } from 'react';
import { Provider } from 'react-redux';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, designSizeSet } from '@bento/store';
import { sizeStatus } from './designSize';
import { SIZE_TIPS, SizeWarningCard } from './SizeWarningCard';

function renderCard() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <SizeWarningCard />
    </Provider>,
  );
  const setSize = (bytes: number) => act(() => void store.dispatch(designSizeSet(sizeStatus(bytes))));
  return { store, setSize };
}

describe('the design-size card', () => {
  it('stays hidden while the size is normal', () => {
    const { setSize } = renderCard();
    setSize(4_000_000);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the info level with the size and its percent of 8388608 bytes', () => {
    const { setSize } = renderCard();
    setSize(5_767_168);
    expect(screen.getByRole('heading', { name: 'Large Design Warning' })).toBeInTheDocument();
    expect(screen.getByText('Design size: 5.5 MB')).toBeInTheDocument();
    expect(screen.getByText('Current size: 5.5 MB (69% of the warning threshold)')).toBeInTheDocument();
  });

  it('shows the warning with its title, message and every tip', () => {
    const { setSize } = renderCard();
    setSize(8_912_896);
    const card = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Large Design Warning' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Design is getting large (8.5 MB). Consider reducing complexity to avoid save issues.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...SIZE_TIPS]);
    expect(screen.queryByText(/of the warning threshold/)).not.toBeInTheDocument();
  });

  it("titles the error level 'Design Too Large'", () => {
    const { setSize } = renderCard();
    setSize(10_695_475);
    expect(screen.getByRole('heading', { name: 'Design Too Large' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Design is too large to save (10.2 MB). Maximum size is 10 MB.',
    );
  });

  it('can be dismissed, and comes back when the level changes', async () => {
    const { setSize } = renderCard();
    setSize(8_912_896);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setSize(9_000_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setSize(10_695_475);
    expect(screen.getByRole('heading', { name: 'Design Too Large' })).toBeInTheDocument();
  });
});
