import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { elementRoutes } from './app/router';
import { RouteTree } from './app/route-tree';
import { installReactEffectOrder } from './runtime';
import './index.css';

installReactEffectOrder();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <RouteTree routes={elementRoutes} />
    </BrowserRouter>
  </StrictMode>,
);
