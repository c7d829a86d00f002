// For the files browsers load by URL (dist/elements/*.js): each element's
// define waits for the next task, with a top-level await. The first element's
// import evaluates the runtime chunk (React, core) and then defines its tag,
// which upgrades every instance on the page: in one task, 90 to 110 ms with
// the CPU slowed 4×. Now they are two tasks, and the visitor's input (or a
// frame) can come between. `import()` still resolves once the tag is defined.
// The bundlers' build (dist/module) and the all-in-one bundle keep no
// top-level await: an app's bundler decides its own evaluation.

const DEFINE = /[\\/]elements[\\/][\w-]+[\\/]define\.ts$/;
/** On the define's first line (a comment), so line numbers stay as they are. */
export const YIELD = 'await new Promise((resolve) => setTimeout(resolve));';

export function yieldBeforeDefine() {
  return {
    name: 'x-yield-before-define',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      return DEFINE.test(id) ? { code: `${YIELD}${code}`, map: null } : null;
    },
  };
}
