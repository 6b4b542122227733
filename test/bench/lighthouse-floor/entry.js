// The floor of any React client: React and React DOM evaluated, one root rendering one element.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.createElement('div')).render(createElement('span', null, 'floor'));
