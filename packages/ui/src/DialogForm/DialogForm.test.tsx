import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from './FormActions';
import { FormMessages } from './FormMessages';

describe('FormMessages', () => {
  it('shows a failure as an alert and a success as a status message', () => {
    const { rerender } = render(<FormMessages error="Slug taken" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Slug taken');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<FormMessages error={null} success="Published!" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Published!');
  });
});

describe('FormActions', () => {
  it('cancels, and submits its form unless disabled', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} submitLabel="Publish" submitDisabled={false} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} submitLabel="Publishing..." submitDisabled cancelLabel="Close" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('takes the page’s own button classes', () => {
    render(
      <FormActions
        onCancel={() => {}}
        submitLabel="Take down"
        submitDisabled={false}
        buttonClasses={{ cancel: 'pill', submit: 'danger' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('pill');
    expect(screen.getByRole('button', { name: 'Take down' })).toHaveClass('danger');
  });
});
