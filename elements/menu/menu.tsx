import { useEffect } from 'react';
import { emit, type ElementProps } from '../core';
import { dropdowns } from './dropdowns';
import { adoptMenuStyles } from './page-styles';
import { menuEvents, type menuAttributes } from './schema';

export function Menu({ host }: ElementProps<typeof menuAttributes>) {
  useEffect(() => {
    adoptMenuStyles();
    return dropdowns(host, {
      open: (item) => emit(host, menuEvents, 'x-menu-open', { item }),
      close: (item) => emit(host, menuEvents, 'x-menu-close', { item }),
    });
  }, [host]);
  return <slot />;
}
