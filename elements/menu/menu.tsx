import { useEffect } from 'react';
import { emit, type ElementProps } from '../core';
import { dropdowns } from './dropdowns';
import { adoptMenuStyles } from './page-styles';
import { centreLogo } from './centred-logo';
import { menuEvents, type menuAttributes } from './schema';

export function Menu({ host, attrs }: ElementProps<typeof menuAttributes>) {
  useEffect(() => {
    adoptMenuStyles();
    return dropdowns(host, {
      open: (item) => emit(host, menuEvents, 'x-menu-open', { item }),
      close: (item) => emit(host, menuEvents, 'x-menu-close', { item }),
    });
  }, [host]);
  useEffect(() => (attrs.split ? centreLogo(host) : undefined), [host, attrs.split]);
  return <slot />;
}
