import type { SessionUser } from '@bento/store';

// Two signed-in users, as GET /api/auth/session answers them, for the auth layer's tests.

export const ADA: SessionUser = {
  id: 'user-1',
  email: 'ada@example.org',
  fullName: 'Ada',
  avatarUrl: null,
  emailVerified: true,
};

export const GRACE: SessionUser = {
  id: 'user-2',
  email: 'grace@example.org',
  fullName: 'Grace',
  avatarUrl: null,
  emailVerified: true,
};
