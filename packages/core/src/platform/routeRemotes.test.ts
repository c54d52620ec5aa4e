import { routeModules } from './routeRemotes';

describe('routeModules', () => {
  it('names the editor (not the sidebar, which waits for it) for the home screen and a site being edited', () => {
    expect(routeModules('/')).toEqual(['editor/EditorScreen']);
    expect(routeModules('/my-site/edit')).toEqual(['editor/EditorScreen', 'sites/SiteEditScreen']);
  });

  it('names the sign-in and sign-up pages for their routes, below them too', () => {
    expect(routeModules('/sign-in')).toEqual(['account/SignInPage']);
    expect(routeModules('/sign-in/factor-one')).toEqual(['account/SignInPage']);
    expect(routeModules('/sign-up')).toEqual(['account/SignUpPage']);
  });

  it('preloads nothing for light routes and published sites', () => {
    for (const path of ['/templates', '/privacy-policy', '/my-site', '/sign-inx', '/a/b/edit']) {
      expect(routeModules(path)).toEqual([]);
    }
  });
});
