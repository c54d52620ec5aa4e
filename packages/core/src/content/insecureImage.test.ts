import { isBlockedHttpImage } from './insecureImage';

describe('isBlockedHttpImage', () => {
  it('blocks http:// images from other origins only', () => {
    expect(isBlockedHttpImage('http://a.example/1.jpg', 'https://bento.example')).toBe(true);
    expect(isBlockedHttpImage('http://a.example/1.jpg', undefined)).toBe(true);
    expect(isBlockedHttpImage('http://127.0.0.1:4310/api/x.webp', 'http://127.0.0.1:4310')).toBe(false);
    expect(isBlockedHttpImage('http://127.0.0.1:4311/api/x.webp', 'http://127.0.0.1:4310')).toBe(true);
    expect(isBlockedHttpImage('https://a.example/1.jpg', 'https://bento.example')).toBe(false);
    expect(isBlockedHttpImage('data:image/png;base64,AA', 'https://bento.example')).toBe(false);
  });
});
