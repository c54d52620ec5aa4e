import { loadServerConfig } from '../config';
import { parsePublicUrl, publicSiteUrl } from './publicUrl';

describe('PUBLIC_URL', () => {
  it('is unset by default: published pages get no canonical URL', () => {
    expect(loadServerConfig({}).publicUrl).toBeNull();
    expect(loadServerConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeNull();
    expect(publicSiteUrl(null, 'ada')).toBeNull();
  });

  it('is read at start, trimmed of white space and trailing slashes', () => {
    expect(loadServerConfig({ PUBLIC_URL: 'https://bentocreator.app' }).publicUrl).toBe(
      'https://bentocreator.app',
    );
    expect(parsePublicUrl(' https://bentocreator.app/ ')).toBe('https://bentocreator.app');
    expect(parsePublicUrl('https://bentocreator.app//')).toBe('https://bentocreator.app');
    expect(parsePublicUrl('HTTPS://Bento.Example.org:8443/sites/')).toBe(
      'https://bento.example.org:8443/sites',
    );
    expect(parsePublicUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(publicSiteUrl('https://bentocreator.app', 'ada')).toBe('https://bentocreator.app/ada');
  });

  it.each([
    ['bentocreator.app', 'not a URL'],
    ['/sites', 'not a URL'],
    ['//bentocreator.app', 'not a URL'],
    ['ftp://bentocreator.app', 'http or https only'],
    ['javascript:alert(1)', 'http or https only'],
    ['https://user:pw@bentocreator.app', 'no user name or password'],
    ['https://bentocreator.app/?x=1', 'no query or fragment'],
    ['https://bentocreator.app/#top', 'no query or fragment'],
  ])('refuses %s with a clear startup error (%s)', (value, reason) => {
    expect(() => loadServerConfig({ PUBLIC_URL: value })).toThrow(
      `PUBLIC_URL must be an absolute http(s) URL such as https://bentocreator.app (${reason}), got "${value}"`,
    );
  });
});
