/**
 * Swiper for the carousel, in a chunk of its own that the element loads on
 * mount (the element itself defines at once). Core and the modules nearly
 * every carousel uses (a11y, arrows) are here (the dots are the element's
 * own: Swiper's pagination writes its bullets with innerHTML through an
 * ad-hoc Trusted Types policy, which a strict CSP refuses); autoplay,
 * the mouse wheel, free mode, rows, zoom and each effect are further chunks
 * (./modules/*), fetched only by carousels whose settings use them.
 */
import Swiper from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import coreCss from 'swiper/swiper.css?inline';
import a11yCss from 'swiper/css/a11y?inline';
import type { ModuleName } from './options';

export { Swiper };

type Loaded = { module: SwiperModule; css: string };
const MODULES: Record<ModuleName, Loaded | (() => Promise<Loaded>)> = {
  a11y: { module: A11y, css: a11yCss },
  navigation: { module: Navigation, css: '' },
  autoplay: () => import('./modules/autoplay'),
  mousewheel: () => import('./modules/mousewheel'),
  freeMode: () => import('./modules/free-mode'),
  grid: () => import('./modules/grid'),
  fade: () => import('./modules/fade'),
  cube: () => import('./modules/cube'),
  coverflow: () => import('./modules/coverflow'),
  flip: () => import('./modules/flip'),
  cards: () => import('./modules/cards'),
  creative: () => import('./modules/creative'),
  zoom: () => import('./modules/zoom'),
};

/** The modules and stylesheets for these names, fetching the ones not in this chunk (in parallel). */
export async function swiperModules(names: ModuleName[]): Promise<{ modules: SwiperModule[]; css: string[] }> {
  const loaded = await Promise.all(names.map((name) => {
    const entry = MODULES[name];
    return typeof entry === 'function' ? entry() : entry;
  }));
  return { modules: loaded.map((l) => l.module), css: [coreCss, ...loaded.map((l) => l.css).filter(Boolean)] };
}
