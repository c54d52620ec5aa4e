// '@bento/ui/router': the one way every app reaches react-router. Shared as a singleton like the rest of
// @bento/ui, so all remotes see the shell's router; and because it re-exports only what the apps use, the shared
// chunk holds that part of react-router instead of the whole package, which federation could not tree-shake. The
// apps route declaratively (BrowserRouter, useRoutes): the data router (createBrowserRouter and its loaders,
// actions and fetchers) is more than half of react-router and none of it was used (issue 17: 14 KB of brotli in
// the shell's main.js). An export missing here is a type error where it is imported: add it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
