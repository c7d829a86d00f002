import { useEffect } from 'react';
import { emit, type ElementProps } from '../core';
import { sendRecord, takeShopLog, trackingOn } from '../behaviours/split-tracking';
import { orderReceivedEvents, type orderReceivedAttributes } from './schema';

/**
 * The order-received page (SPEC sections 2 and 9): a product goal's
 * add-to-cart left a shop log; the order is its conversion.
 */
export function OrderReceived({ host, attrs }: ElementProps<typeof orderReceivedAttributes>) {
  useEffect(() => {
    if (!attrs.track || !trackingOn()) return;
    const log = takeShopLog();
    if (!log) return;
    void sendRecord('con_goal', log.test, log.subject).then((r) => {
      if (r.outcome === 'sent') emit(host, orderReceivedEvents, 'x-order-received-conversion', { test: log.test, subject: log.subject });
    });
  }, [host, attrs.track]);
  return <slot />;
}
