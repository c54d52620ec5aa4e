import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './AppErrorBoundary';
import { readErrorReports } from './errorReport';

let shouldThrow = true;

function Grid() {
  if (shouldThrow) throw new Error('Grid exploded');
  return <p>Grid is fine</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React logs caught errors; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('AppErrorBoundary', () => {
  it('renders its children while nothing throws', () => {
    shouldThrow = false;
    render(
      <AppErrorBoundary>
        <Grid />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Grid is fine')).toBeInTheDocument();
  });

  it('shows the error screen with the component stack when a child throws', async () => {
    render(
      <AppErrorBoundary>
        <Grid />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Technical Details' }));
    expect(screen.getByText('Grid exploded', { selector: 'pre' })).toBeInTheDocument();
    const componentStack = screen.getByRole('heading', { name: 'Component stack' }).nextElementSibling;
    expect(componentStack).toHaveTextContent(/at Grid/);

    const reports = readErrorReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.details.message).toBe('Grid exploded');
    expect(reports[0]?.details.componentStack).toContain('at Grid');
  });

  it('renders the children again from Try Again once they stop throwing', async () => {
    render(
      <AppErrorBoundary>
        <Grid />
      </AppErrorBoundary>,
    );
    expect(screen.queryByText('Grid is fine')).not.toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Grid is fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).not.toBeInTheDocument();
  });

  it('shows the screen again when the child still throws after Try Again', async () => {
    render(
      <AppErrorBoundary>
        <Grid />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(readErrorReports()).toHaveLength(2);
  });

  it('clears the error when its reset key changes (the routes: a navigation starts afresh)', () => {
    const { rerender } = render(
      <AppErrorBoundary resetKey="/page">
        <Grid />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    rerender(
      <AppErrorBoundary resetKey="/page">
        <Grid />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <AppErrorBoundary resetKey="/other">
        <Grid />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Grid is fine')).toBeInTheDocument();
  });
});
