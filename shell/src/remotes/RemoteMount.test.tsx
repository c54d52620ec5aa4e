import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RemoteName } from '@bento/core';
import type { RemoteRuntime } from './remoteRegistry';
import { RemoteMount } from './RemoteMount';

function Greeting() {
  return <p>Hello from the remote</p>;
}

/** A runtime whose answers the test scripts: the remote area's own logic is what runs for real. */
function scriptedRuntime(answers: Array<'fail' | 'ok' | 'throw-on-render'>) {
  const forgotten: RemoteName[] = [];
  const requested: string[] = [];
  const runtime: RemoteRuntime = {
    async load<T>(id: string) {
      requested.push(id);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'fail') throw new Error('Failed to fetch mf-manifest.json');
      if (answer === 'throw-on-render') {
        const Broken = () => {
          throw new Error('remote render failed');
        };
        return { default: Broken } as T;
      }
      return { default: Greeting } as T;
    },
    forget: (name) => forgotten.push(name),
  };
  return { runtime, forgotten, requested };
}

let unique = 0;
const nextId = () => `embeds/Widget${(unique += 1)}` as const;

describe('RemoteMount', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the remote component', async () => {
    const { runtime } = scriptedRuntime(['ok']);
    render(<RemoteMount id={nextId()} label="the widget" runtime={runtime} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the widget...');
    expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
  });

  it('keeps a failed load inside its area and Retry loads it again with a fresh component', async () => {
    const id = nextId();
    const { runtime, forgotten, requested } = scriptedRuntime(['fail', 'ok']);
    render(
      <>
        <p>The rest of the page</p>
        <RemoteMount id={id} label="the widget" runtime={runtime} />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the widget");
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
    expect(forgotten).toEqual(['embeds']);
    expect(requested).toEqual([id, id]);
  });

  it('catches a remote that throws while rendering', async () => {
    const { runtime } = scriptedRuntime(['throw-on-render', 'ok']);
    render(<RemoteMount id={nextId()} label="the widget" runtime={runtime} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('remote render failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
  });

  it('reuses the loaded module when the same area mounts again', async () => {
    const id = nextId();
    const { runtime, requested } = scriptedRuntime(['ok', 'ok']);
    const { unmount } = render(<RemoteMount id={id} label="the widget" runtime={runtime} />);
    await screen.findByText('Hello from the remote');
    unmount();
    render(<RemoteMount id={id} label="the widget" runtime={runtime} />);
    expect(screen.getByText('Hello from the remote')).toBeInTheDocument();
    expect(requested).toEqual([id]);
  });

  it('a deferred area downloads nothing until the area it waits for has rendered, or failed', async () => {
    for (const first of ['ok', 'fail'] as const) {
      const editor = nextId();
      const sidebar = nextId();
      const { runtime, requested } = scriptedRuntime([first, 'ok']);
      function Page() {
        const [settled, setSettled] = useState(false);
        return (
          <>
            <RemoteMount
              id={editor}
              label="the editor"
              runtime={runtime}
              onSettled={() => setSettled(true)}
            />
            <RemoteMount id={sidebar} label="your designs" runtime={runtime} deferred={!settled} />
          </>
        );
      }
      const { unmount } = render(<Page />);
      expect(screen.getByText('Loading your designs...')).toBeInTheDocument();
      expect(requested).toEqual([editor]);
      if (first === 'ok')
        await waitFor(() => expect(screen.getAllByText('Hello from the remote')).toHaveLength(2));
      else {
        expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the editor");
        expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
      }
      expect(requested).toEqual([editor, sidebar]);
      unmount();
    }
  });
});
