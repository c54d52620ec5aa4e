import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentGate } from './ConsentGate';
import { TermsConsentField } from './TermsConsentField';
import { TERMS_WARNING, useTermsConsent } from './useTermsConsent';

// Clerk mode puts the hosted sign-up form under the checkbox; any form stands in for it here.
function GatedForm({ onSubmit }: { onSubmit: () => void }) {
  const { consent, checkboxRef } = useTermsConsent();
  return (
    <>
      <TermsConsentField consent={consent} checkboxRef={checkboxRef} />
      <ConsentGate consent={consent}>
        <button type="button" onClick={onSubmit}>
          Continue
        </button>
      </ConsentGate>
    </>
  );
}

describe('ConsentGate', () => {
  it('blocks the form until the terms are accepted; trying shows the warning and focuses the checkbox', async () => {
    const submitted = jest.fn();
    render(<GatedForm onSubmit={submitted} />);
    expect(screen.getByTestId('consent-gated')).toHaveAttribute('inert');

    await userEvent.click(
      screen.getByRole('button', { name: 'Agree to the Terms of Service and Privacy Policy first' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TERMS_WARNING);
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('consent-gated')).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps the form mounted when the box is checked (Clerk’s typed input survives)', async () => {
    render(<GatedForm onSubmit={() => {}} />);
    const before = screen.getByTestId('consent-gated').firstElementChild;
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('consent-gated').firstElementChild).toBe(before);
  });
});
