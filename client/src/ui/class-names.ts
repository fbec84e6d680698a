/** The class names that apply, space-separated (`false` and `undefined` dropped). */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
