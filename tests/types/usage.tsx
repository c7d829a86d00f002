// Compiled against the generated declarations in dist/elements (after the build):
// a user's DOM and React 19 code must type-check, and misuse must not.
import '../../dist/elements/x-slider';
import '../../dist/elements/x-tabs';
import '../../dist/elements/x-countdown';
import '../../dist/elements/x-contact-form';
import '../../dist/elements/x-newsletter';
import '../../dist/elements/x-popup-form';
import '../../dist/elements/x-toggle';
import '../../dist/elements/x-carousel';
import '../../dist/elements/x-animate';
import '../../dist/elements/x-counter';
import '../../dist/elements/x-video-bg';
import '../../dist/elements/x-parallax';
import '../../dist/elements/x-side-nav';
import '../../dist/elements/x-scroll-top';
import '../../dist/elements/x-link-options';
import '../../dist/elements/x-header';
import '../../dist/elements/x-menu';
import '../../dist/elements/x-mobile-menu';
import '../../dist/elements/x-slide-menu';
import '../../dist/elements/x-fullscreen-menu';
import '../../dist/elements/x-menu-search';
import '../../dist/elements/x-portfolio';
import '../../dist/elements/x-portfolio-carousel';
import '../../dist/elements/x-gallery';
import '../../dist/elements/x-blog';
import '../../dist/elements/x-multi-view';
import '../../dist/elements/x-comments';
import '../../dist/elements/x-map';
import '../../dist/elements/x-fullscreen-section';
import '../../dist/elements/x-pricing';
import '../../dist/elements/x-testimonial';
// As an npm user imports it: through the package's own `exports` (its `types` condition).
import type { XAccordionElement } from 'x-elements/elements/x-accordion';
import { installBlocker, registerCaptchaProvider, whenGranted } from 'x-elements/api';

const stop: () => void = whenGranted('analytics', () => console.log('analytics allowed'));
stop();
registerCaptchaProvider({ getToken: async (action) => `token-for-${action}` });
installBlocker({ providers: [{ pattern: 'widgets.example.com', category: 'functional' }] }).allow('functional');
// @ts-expect-error: a provider must give tokens
registerCaptchaProvider({ reset() {} });

const accordion: XAccordionElement | null = document.querySelector('x-accordion');
accordion?.addEventListener('x-accordion-change', (e) => console.log(e.detail.index.toFixed()));

const popup = document.querySelector('x-popup-form')!;
popup.show();
popup.addEventListener('x-popup-form-close', (e) => console.log(e.detail.reason));

const contact = document.querySelector('x-contact-form')!;
contact.addEventListener('x-contact-form-conversion', (e) => {
  const formId: string = e.detail.formId;
  console.log(formId);
});
void contact.submit();
document.createElement('x-newsletter').addEventListener('x-newsletter-error', (e) => console.log(e.detail.fields.length));

const slider = document.querySelector('x-slider')!;
slider.next();
slider.goTo(2);
slider.addEventListener('x-slider-change', (e) => {
  const index: number = e.detail.index;
  console.log(index);
});
void slider.ready.then(() => undefined);
// Properties, one per attribute; listeners come off as they went on.
slider.autoplaySpeed = 3000;
slider.arrows = false;
const effect: 'slide' | 'fade' = slider.effect;
console.log(effect);
const onChange = (e: CustomEvent<{ index: number; previous: number }>) => console.log(e.detail.previous);
slider.addEventListener('x-slider-change', onChange);
slider.removeEventListener('x-slider-change', onChange);
// @ts-expect-error: not one of the effects
slider.effect = 'zoom';

const carousel = document.createElement('x-carousel');
carousel.goTo(2);
carousel.addEventListener('x-carousel-autoplay', (e) => {
  const state: 'running' | 'paused' | 'stopped' = e.detail.state;
  console.log(state);
});

const animate = document.createElement('x-animate');
animate.replay();
animate.addEventListener('x-animate-end', (e) => console.log(e.detail.target.localName, e.detail.animation));
document.createElement('x-counter').addEventListener('x-counter-end', (e) => console.log(e.detail.value.toFixed()));
document.createElement('x-video-bg').addEventListener('x-video-bg-pause', (e) => {
  const reason: 'view' | 'visitor' = e.detail.reason;
  console.log(reason);
});

document.createElement('x-side-nav').refresh();
document.createElement('x-menu-search').addEventListener('x-menu-search-close', (e) => console.log(e.detail.reason === 'blur'));
document.createElement('x-slide-menu').addEventListener('x-slide-menu-open', (e) => console.log(e.detail.reason === 'swipe'));
document.createElement('x-fullscreen-menu').addEventListener('x-fullscreen-menu-close', (e) => console.log(e.detail.reason === 'hidden'));
document.createElement('x-mobile-menu').addEventListener('x-mobile-menu-open', (e) => {
  const open: true = e.detail.open;
  console.log(open);
});
document.createElement('x-menu').addEventListener('x-menu-open', (e) => console.log(e.detail.item.localName));
document.createElement('x-header').addEventListener('x-header-change', (e) => console.log(e.detail.fixed && !e.detail.hidden));
document.createElement('x-link-options').addEventListener('x-link-options-follow', (e) => {
  if (e.detail.newWindow) e.preventDefault();
});
document.createElement('x-scroll-top').addEventListener('x-scroll-top-change', (e) => console.log(e.detail.visible === true));
const portfolio = document.createElement('x-portfolio');
portfolio.showCategory('web-design');
portfolio.addEventListener('x-portfolio-change', (e) => console.log(e.detail.category, e.detail.page.toFixed(), e.detail.pages));
// @ts-expect-error: a page is a number
portfolio.showPage('2');
document.createElement('x-gallery').addEventListener('x-gallery-change', (e) => console.log(e.detail.page + e.detail.pages));
const blog = document.createElement('x-blog');
void blog.loadPage('/blog/page/2/').then((replaced: boolean) => console.log(replaced));
blog.addEventListener('x-blog-load', (e) => console.log(e.detail.status === 404, e.detail.cached));
blog.addEventListener('x-blog-error', (e) => console.log(e.detail.status ?? 'no reply'));
document.createElement('x-multi-view').addEventListener('x-multi-view-change', (e) => console.log(e.detail.device === 'phone', e.detail.hovered));
document.createElement('x-comments').addEventListener('x-comments-submit', (e) => console.log(e.detail.cleared.join()));
void document.createElement('x-fullscreen-section').scrollToNext().then(() => console.log('scrolled'));
const projects = document.createElement('x-portfolio-carousel');
projects.goTo(1);
projects.addEventListener('x-portfolio-carousel-move', (e) => console.log(e.detail.group, e.detail.groups, e.detail.first, e.detail.visible));

const tabs = document.createElement('x-tabs');
tabs.show(1);
// @ts-expect-error: show takes the tab's index as a number
tabs.show('1');
// Methods and details carry the types declared in each schema.ts.
const opened: boolean = document.createElement('x-toggle').show();
console.log(opened);
const state: 'idle' | 'validating' | 'submitting' | 'submitted' = contact.state();
console.log(state);
popup.addEventListener('x-popup-form-open', (e) => {
  // @ts-expect-error: not one of the triggers
  if (e.detail.trigger === 'click') console.log('never');
});
document.createElement('x-toggle').addEventListener('x-toggle-close', (e) => {
  const open: false = e.detail.open;
  console.log(open);
});

export const view = (
  <>
    <x-slider effect="fade" autoplay autoplay-speed={4000} arrows={false} onx-slider-change={(e) => console.log(e.detail.index.toFixed())}>
      <div>One</div>
    </x-slider>
    {/* @ts-expect-error: the change event's detail has no `page` */}
    <x-slider onx-slider-change={(e) => console.log(e.detail.page)} />
    <x-countdown end="2027-01-01T00:00:00+01:00" />
    <x-contact-form captcha redirect-url="/thanks" timeout={10}><form method="post" /></x-contact-form>
    <x-newsletter list-id="weekly" captcha-token><form /></x-newsletter>
    <x-popup-form type="popup" data-show-after={5} data-show-on-unload fixed-top />
    {/* @ts-expect-error: not a popup type */}
    <x-popup-form type="modal" />
    {/* @ts-expect-error: timeout is a number of seconds */}
    <x-contact-form timeout={{ seconds: 3 }} />
    {/* @ts-expect-error: not one of the effects */}
    <x-slider effect="zoom" />
    <x-animate animation="slideLeft" duration="800ms" speed-curve="ease-out"><p>In</p></x-animate>
    {/* @ts-expect-error: not a style the site writes */}
    <x-animate animation="spin" />
    <x-counter type="circle" value="75" variant="shop" />
    <x-portfolio id="work" per-page={6} filters={false} onx-portfolio-change={(e) => console.log(e.detail.category)}><a href="#p1">One</a></x-portfolio>
    {/* @ts-expect-error: per-page is a number */}
    <x-portfolio per-page={{ n: 6 }} />
    <x-gallery id="photos" per-page={0} />
    <x-blog ajax timeout={10} class="et_pb_blog_0" />
    <x-comments placeholders={false} />
    <x-fullscreen-section scroll-down label="Down" />
    <x-pricing><span data-currency>$</span><span data-sum>29</span></x-pricing>
    <x-testimonial><img data-portrait alt="" src="/a.jpg" /></x-testimonial>
    <x-map address="Kew Gardens" zoom={15} label="Map of the gardens" onx-map-load={(e) => console.log(e.detail.src)} />
    {/* @ts-expect-error: zoom is a number */}
    <x-map zoom={{ level: 3 }} />
    <x-portfolio-carousel auto-rotate interval={5000} label="Recent work" />
    {/* @ts-expect-error: not a counter type */}
    <x-counter type="pie" />
    <x-parallax method="css" speed={0.3} />
    <x-video-bg play-outside />
    <x-header mode="sticky" hide-nav />
    {/* @ts-expect-error: not a header mode */}
    <x-header mode="floating" />
  </>
);
