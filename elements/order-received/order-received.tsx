import { useEffect } from 'react';
import { emit, type ElementProps } from '../core';
import { SHOP_LOG_COOKIE, readShopLog, sendLogged, trackingOn } from '../services/split-tests';
import { orderReceivedEvents, type orderReceivedAttributes } from './schema';

/**
 * The order-received page (SPEC sections 2 and 9): a product goal's
 * add-to-cart left a shop log; the order is its conversion.
 */
export function OrderReceived({ host, attrs }: ElementProps<typeof orderReceivedAttributes>) {
  useEffect(() => {
    if (!attrs.track || !trackingOn()) return;
    const log = readShopLog();
    if (!log) return;
    void sendLogged('con_goal', SHOP_LOG_COOKIE, log).then((outcome) => {
      if (outcome === 'sent') emit(host, orderReceivedEvents, 'x-order-received-conversion', { test: log.test, subject: log.subject });
    });
  }, [host, attrs.track]);
  return <slot />;
}
