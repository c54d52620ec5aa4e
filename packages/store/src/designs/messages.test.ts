import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../api';
import { FAILED, TOASTS, errorMessage } from './messages';

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(errorMessage(new ApiError(404, 'not_found', 'Design not found'), FAILED.rename)).toBe(
      'Design not found',
    );
  });

  it('uses the network wording for a failed connection', () => {
    expect(errorMessage(new ApiError(0, NETWORK_ERROR_CODE, 'x'), FAILED.sync)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("falls back to the action's default without a server message or for other errors", () => {
    expect(errorMessage(new ApiError(502, HTTP_ERROR_CODE, 'Bad Gateway'), FAILED.republish)).toBe(
      'Failed to republish site. Please try again.',
    );
    expect(errorMessage(new TypeError('boom'), FAILED.unpublish)).toBe(
      'Failed to unpublish site. Please try again.',
    );
  });
});

describe('TOASTS.synced', () => {
  it("keeps the spec's wording for several sites and says 'site' for one", () => {
    expect(TOASTS.synced(3)).toBe('Successfully synced 3 published sites!');
    expect(TOASTS.synced(0)).toBe('Successfully synced 0 published sites!');
    expect(TOASTS.synced(1)).toBe('Successfully synced 1 published site!');
  });
});
