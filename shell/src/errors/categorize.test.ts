import { categorizeError } from './categorize';

/** An Error with a stack that mentions neither React nor fibers, unless one is given. */
function errorWith(message: string, stack = `Error: ${message}\n    at plainFunction (app.js:1:1)`): Error {
  const error = new Error(message);
  error.stack = stack;
  return error;
}

describe('categorizeError', () => {
  it.each([
    ['Storage quota exceeded', 'quota_exceeded'],
    [
      "Failed to execute 'setItem' on 'Storage': Setting the value of 'x' EXCEEDED the QUOTA.",
      'quota_exceeded',
    ],
    ['Quota reached', 'unknown_error'],
    ['Failed to read from localStorage', 'storage_error'],
    ['LOCALSTORAGE is disabled', 'storage_error'],
    ['Storage is not available', 'storage_error'],
    ['Network request failed', 'network_error'],
    ['Failed to fetch', 'network_error'],
    ['Blocked by CORS policy', 'network_error'],
    ['Request Timeout after 30s', 'network_error'],
    ['Could not render the grid', 'rendering_error'],
    ['Component crashed', 'rendering_error'],
    ['Something odd happened', 'unknown_error'],
  ])('%j gives %s', (message, category) => {
    expect(categorizeError(errorWith(message))).toBe(category);
  });

  it('applies the rules in spec order', () => {
    expect(categorizeError(errorWith('storage quota exceeded during network render'))).toBe('quota_exceeded');
    expect(categorizeError(errorWith('network storage failed'))).toBe('storage_error');
    expect(categorizeError(errorWith('fetch failed in component'))).toBe('network_error');
  });

  it("treats 'react' or 'fiber' in the stack as a rendering error", () => {
    expect(
      categorizeError(errorWith('x is undefined', 'TypeError: x\n    at renderWithHooks (react-dom.js:1:1)')),
    ).toBe('rendering_error');
    expect(
      categorizeError(errorWith('x is undefined', 'TypeError: x\n    at beginWork (Fiber.js:9:9)')),
    ).toBe('rendering_error');
  });

  it('treats a quota DOMException by its name even when the message lacks the words', () => {
    expect(categorizeError(new DOMException('The operation failed', 'QuotaExceededError'))).toBe(
      'quota_exceeded',
    );
    expect(categorizeError(new DOMException('Persistent data limit', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(
      'quota_exceeded',
    );
  });

  it('gives unknown_error when there is no error', () => {
    expect(categorizeError(null)).toBe('unknown_error');
    expect(categorizeError(undefined)).toBe('unknown_error');
  });

  it('reads thrown strings and plain objects', () => {
    expect(categorizeError('Failed to fetch')).toBe('network_error');
    expect(categorizeError({ message: 'localStorage blocked' })).toBe('storage_error');
    expect(categorizeError(42)).toBe('unknown_error');
    expect(categorizeError(Object.create(null))).toBe('unknown_error');
  });
});
