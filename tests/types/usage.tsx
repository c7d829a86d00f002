// Compiled against the generated declarations in dist/elements (after the build):
// a user's DOM and React 19 code must type-check, and misuse must not.
import '../../dist/elements/x-slider';
import '../../dist/elements/x-tabs';
import '../../dist/elements/x-countdown';

const slider = document.querySelector('x-slider')!;
slider.next();
slider.goTo(2);
slider.addEventListener('x-slider-change', (e) => {
  const index: number = e.detail.index;
  console.log(index);
});
void slider.ready.then(() => undefined);

const tabs = document.createElement('x-tabs');
tabs.show(1);

export const view = (
  <>
    <x-slider effect="fade" autoplay autoplay-speed={4000}>
      <div>One</div>
    </x-slider>
    <x-countdown end="2027-01-01T00:00:00+01:00" />
    {/* @ts-expect-error: not one of the effects */}
    <x-slider effect="zoom" />
  </>
);
