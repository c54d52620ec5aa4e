import { remoteMapFromEnv } from './remoteMap';

describe('remoteMapFromEnv', () => {
  it('defaults every remote to its same-origin manifest', () => {
    const map = remoteMapFromEnv({});
    expect(map.editor).toBe('/remotes/editor/mf-manifest.json');
    expect(map.admin).toBe('/remotes/admin/mf-manifest.json');
    expect(Object.keys(map)).toHaveLength(7);
  });

  it('moves one remote with its REMOTE_<NAME>_URL and leaves the rest', () => {
    const map = remoteMapFromEnv({ REMOTE_EMBEDS_URL: 'https://cdn.example.org/embeds/mf-manifest.json' });
    expect(map.embeds).toBe('https://cdn.example.org/embeds/mf-manifest.json');
    expect(map.sites).toBe('/remotes/sites/mf-manifest.json');
  });
});
