// Hedgerow Garden Club's one script of its own. Pages from files are the same
// for every visitor (as a page cache serves them), so the header's cart count
// is asked for once the page has loaded, as WooCommerce's cart fragments do;
// the shop's own pages print it.
for (const cart of document.querySelectorAll('x-cart-count[data-refresh]')) {
  fetch(cart.dataset.refresh, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : null))
    .then((body) => {
      if (Number.isInteger(body?.count)) cart.setAttribute('count', String(body.count));
    })
    .catch(() => { /* the count stays as printed */ });
}
