import { useEffect, useMemo, useRef, useState } from 'react';
import { emit, isPreview, useElementApi, waypointsEnabled, warnOnce, type AttrValues, type ElementProps } from '../core';
import { useDevice, useReducedMotion, type Device } from '../behaviours/devices';
import { configText } from '../behaviours/site-values';
import { parseStyle, readAnimation, type Animation } from './animations';
import { entrance } from './entrance';
import { animateEvents, animateMethods, type animateAttributes } from './schema';
import * as css from './animate.css';

const TAG = 'x-animate';
/** A class the page may name: one class name, nothing that could reach further. */
const CLASS_NAME = /^-?[A-Za-z_][\w-]{0,127}$/;

interface Plan {
  /** The element's own content's animation, or null when the data names classes inside it. */
  own: Animation | null;
  items: { className: string; animation: Animation }[];
  problems: string[];
}

function fromAttributes(attrs: AttrValues<typeof animateAttributes>): Animation {
  const { style, direction } = parseStyle(attrs.animation)!;
  return {
    style, direction, repeat: attrs.repeat, duration: attrs.duration, delay: attrs.delay,
    intensity: attrs.intensity, startingOpacity: attrs['starting-opacity'], speedCurve: attrs['speed-curve'],
  };
}

/** The site's data: one item for the content, or a list of items by class. */
function fromData(json: string, device: Device): Plan {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { own: null, items: [], problems: [`the data is not JSON (${JSON.stringify(json.slice(0, 40))})`] };
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const { animation, problems } = readAnimation(data as Record<string, unknown>, device);
    return { own: animation, items: [], problems };
  }
  if (!Array.isArray(data)) return { own: null, items: [], problems: ['the data is neither one item nor a list of items'] };
  const plan: Plan = { own: null, items: [], problems: [] };
  data.forEach((item, i) => {
    if (!item || typeof item !== 'object') return void plan.problems.push(`item ${i} is not an object`);
    const fields = item as Record<string, unknown>;
    const className = typeof fields.class === 'string' ? fields.class.trim() : '';
    if (!CLASS_NAME.test(className)) return void plan.problems.push(`item ${i}: "class" ${JSON.stringify(String(fields.class ?? '').slice(0, 40))} is not a class name`);
    const { animation, problems } = readAnimation(fields, device);
    plan.problems.push(...problems.map((p) => `item ${i} (${className}): ${p}`));
    plan.items.push({ className, animation });
  });
  return plan;
}

export function Animate({ host, attrs }: ElementProps<typeof animateAttributes>) {
  const device = useDevice();
  const reduced = useReducedMotion();
  const content = useRef<HTMLDivElement>(null);
  const json = configText(host, attrs['data-animation']);
  const own = useMemo(() => fromAttributes(attrs), [attrs]);
  const plan = useMemo<Plan>(() => (json ? fromData(json, device) : { own, items: [], problems: [] }), [json, device, own]);
  useEffect(() => {
    if (plan.problems.length) warnOnce(`${TAG}\u0000${json}\u0000${device}`, `<${TAG}> attribute "data-animation": ${plan.problems.join('; ')}. Using the default for each.`);
  }, [plan, json, device]);

  // Elements whose one-time animation has run stay done across device
  // changes; replay() and the builder preview start them again.
  const done = useRef(new WeakSet<Element>());
  const [round, setRound] = useState(0);
  const preview = isPreview();

  useEffect(() => {
    const targets: [HTMLElement, Animation, Element][] = plan.own
      ? [[content.current!, plan.own, host]]
      : plan.items.flatMap(({ className, animation }) =>
        [...host.querySelectorAll<HTMLElement>(`.${CSS.escape(className)}`)].map((el): [HTMLElement, Animation, Element] => [el, animation, el]));
    const todo = reduced ? [] : targets.filter(([el]) => !done.current.has(el));
    let left = todo.filter(([, a]) => a.repeat === 'once').length;
    host.dataset.state = todo.length ? 'pending' : 'done';
    const name = (a: Animation) => `${a.style}${a.direction === 'center' ? '' : a.direction[0]!.toUpperCase() + a.direction.slice(1)}`;
    const stops = todo.map(([el, a, watch]) => {
      const target = el === content.current ? host : el;
      return entrance(el, a, {
        watch, immediate: !waypointsEnabled(),
        onStart: () => {
          if (host.dataset.state === 'pending') host.dataset.state = 'running';
          emit(host, animateEvents, 'x-animate-start', { target, animation: name(a) });
        },
        onEnd: () => {
          done.current.add(el);
          emit(host, animateEvents, 'x-animate-end', { target, animation: name(a) });
          if (--left === 0 && todo.every(([, x]) => x.repeat === 'once')) host.dataset.state = 'done';
        },
      });
    });
    return () => stops.forEach((stop) => stop());
  }, [host, plan, reduced, round]);

  // In the builder preview, animations are set up again whenever the
  // content changes (SPEC section 1).
  useEffect(() => {
    if (!preview) return;
    const mo = new MutationObserver(() => {
      done.current = new WeakSet();
      setRound((r) => r + 1);
    });
    mo.observe(host, { childList: true, subtree: true, characterData: true });
    return () => mo.disconnect();
  }, [host, preview]);

  useElementApi(animateMethods, {
    replay: () => {
      done.current = new WeakSet();
      setRound((r) => r + 1);
    },
  });
  return (
    <div ref={content} className={css.content} part="content">
      <slot />
    </div>
  );
}
