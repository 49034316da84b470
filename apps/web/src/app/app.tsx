import { RouterProvider } from 'react-router';
import { setNavigate } from '@/lib/navigation';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

const router = createAppRouter();
setNavigate((to, options) => void router.navigate(to, options));

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
