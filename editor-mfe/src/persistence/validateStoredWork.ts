// The stored-work validator's chunk (storedWorkValidator.ts): the document schema and its repairs.
export { toValidGridData } from '@bento/core';
