// The reference shop's own script, a stand-in for WooCommerce's checkout
// script: it makes the shop's requests and fires the shop's events as DOM
// events on document.body (init_checkout, update_checkout, updated_checkout,
// checkout_error). The elements only hear them. Notices are built with DOM
// calls, never from the server's text as HTML.
const form = document.querySelector('form.woocommerce-checkout');
if (form) {
  const fire = (type, detail) => document.body.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  // Marked as the script's request (as jQuery marks the shop's): the server answers JSON; a plain form post gets pages.
  const post = async (url) => (await fetch(url, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'same-origin', headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
  const showErrors = (messages) => {
    document.querySelectorAll('.woocommerce-NoticeGroup-checkout').forEach((g) => g.remove());
    // Each field the shop names is marked, as the shop marks its rows; the last refusal's marks go first.
    form.querySelectorAll('[aria-invalid]').forEach((f) => f.removeAttribute('aria-invalid'));
    for (const m of messages) if (m.id) form.querySelector(`[name="${CSS.escape(m.id)}"]`)?.setAttribute('aria-invalid', 'true');
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    const list = document.createElement('ul');
    list.className = 'woocommerce-error';
    list.setAttribute('role', 'alert');
    for (const m of messages) {
      const item = document.createElement('li');
      item.dataset.id = m.id;
      item.textContent = m.text;
      list.append(item);
    }
    group.append(list);
    form.prepend(group);
    // As the shop's own script does: the notices brought into view, at any width.
    group.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  document.body.addEventListener('update_checkout', async () => {
    const data = await post('/checkout/review');
    if (data.result === 'success') {
      form.querySelector('[data-order-total]').textContent = data.total;
      const shipping = form.querySelector('[data-order-shipping]');
      if (shipping) shipping.textContent = data.shipping;
    } else showErrors(data.messages);
    fire('updated_checkout', data);
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const button = form.querySelector('#place_order');
    button.disabled = true;
    try {
      const data = await post('/checkout/');
      if (data.result === 'success') return void location.assign(data.redirect);
      showErrors(data.messages);
      fire('checkout_error', data);
    } finally {
      button.disabled = false;
    }
  });
  fire('init_checkout');
}
