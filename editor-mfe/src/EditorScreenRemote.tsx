// The editor as the shell mounts it (the './EditorScreen' expose). The screen's module creates the editor's store
// slice, whose first state is read from local storage at once (persistence/loadState.ts): it is evaluated only
// after the stored-work validator has loaded when work is stored. A new visitor's editor does without it until
// signing in or out finds stored work (persistence/useLocalPersistence.ts loads it then).
import { browserStorage } from '@bento/store';
import { use } from 'react';
import type * as EditorScreenModule from './EditorScreen';
import { loadOnce } from './loadOnce';
import { hasStoredWork, loadStoredWorkValidator } from './persistence/storedWorkValidator';

type ScreenModule = typeof EditorScreenModule;

let loaded: ScreenModule | null = null;

// Eager: the screen is in this chunk already; only its evaluation waits.
const loadScreen = loadOnce(() =>
  (hasStoredWork(browserStorage()) ? loadStoredWorkValidator() : Promise.resolve())
    .then(() => import(/* webpackMode: "eager" */ './EditorScreen'))
    .then((module) => (loaded = module)),
);

/** Awaited by the shell before it renders the default export, within the remote's load time bound. */
export async function ready(): Promise<void> {
  await loadScreen();
}

export default function EditorScreenRemote() {
  const { EditorScreen } = loaded ?? use(loadScreen());
  return <EditorScreen />;
}
