import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The HTTP client and the session navigate through the router from here on.
  setNavigator((to, options) => {
    void router.navigate(to, { replace: options?.replace });
  });
  return router;
}
