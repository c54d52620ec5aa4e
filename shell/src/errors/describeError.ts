export interface ErrorParts {
  name: string;
  message: string;
  stack: string;
}

function readString(source: object, key: string): string {
  try {
    const value: unknown = (source as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/**
 * Name, message and stack of anything that was thrown. Never throws: a thrown value can be
 * a string, an object without a prototype, or an object whose getters throw.
 */
export function describeError(error: unknown): ErrorParts {
  if (error === null || error === undefined) return { name: '', message: '', stack: '' };
  if (typeof error === 'object') {
    return {
      name: readString(error, 'name'),
      message: readString(error, 'message'),
      stack: readString(error, 'stack'),
    };
  }
  try {
    return { name: '', message: String(error), stack: '' };
  } catch {
    return { name: '', message: '', stack: '' };
  }
}
