import { describe, expect, it } from 'vitest';
import { cartLabel } from './cart-count';

describe('cart count (F13)', () => {
  it('labels the cart count singular for one and plural otherwise, %d the count', () => {
    expect(cartLabel(1, '%d Item', '%d Items')).toBe('1 Item');
    expect(cartLabel(0, '%d Item', '%d Items')).toBe('0 Items');
    expect(cartLabel(12, '%d Artikel', '%d Artikel')).toBe('12 Artikel');
    expect(cartLabel(2, 'one', 'Cart (%d) – %d')).toBe('Cart (2) – 2');
  });
});
