import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
