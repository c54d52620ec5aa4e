// '@bento/ui/router': the one way every app reaches react-router. Shared as a singleton like the rest of
// @bento/ui, so all remotes see the shell's router; and because it re-exports only what the apps use, the shared
// chunk holds that part of react-router (31 KB gzip) instead of the whole package (61 KB), which federation
// could not tree-shake. An export missing here is a type error where it is imported: add it here.
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router';
