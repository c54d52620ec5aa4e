import { formatDateTime } from './formatDate';

it('formats a date, and nothing for one that cannot be read', () => {
  expect(formatDateTime('2026-03-05T15:04:00.000Z')).toMatch(/2026/);
  expect(formatDateTime('not a date')).toBe('');
});
