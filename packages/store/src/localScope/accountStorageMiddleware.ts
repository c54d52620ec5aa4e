import type { Middleware } from '@reduxjs/toolkit';
import { accountForgotten } from '../contract';
import { authChanged } from '../slices/session';
import { claimAccountStorage, forgetAccountStorage } from './accountStorage';

/**
 * Keeps the account keys with their account: a sign-in claims them before any remote sees the new user (so
 * another account's are gone before anyone could read them); an explicit sign-out deletes them after every
 * remote has reacted to it.
 */
export const accountStorageMiddleware: Middleware = () => (next) => (action) => {
  if (authChanged.match(action) && action.payload.isSignedIn && action.payload.user)
    claimAccountStorage(action.payload.user.id);
  const result = next(action);
  if (accountForgotten.match(action)) forgetAccountStorage();
  return result;
};
