/**
 * Memoizes a transform of an answer by the answer object's identity. On the server the proxy's
 * content micro-cache hands the same parsed answer to every render while it is fresh, so each
 * render after the first reuses the transformed result instead of rebuilding it (the store
 * freezes it; nothing mutates it). A failed transform is forgotten, so the next call tries again.
 * Further arguments (the query's argument) must follow from the answer: they are not in the key.
 */
export function memoByAnswer<A, R, X extends unknown[] = []>(
  transform: (answer: A, ...rest: X) => Promise<R>,
): (answer: A, ...rest: X) => Promise<R> {
  const results = new WeakMap<object, Promise<R>>();
  return (answer, ...rest) => {
    if (typeof answer !== 'object' || answer === null) return transform(answer, ...rest);
    let result = results.get(answer);
    if (!result) {
      result = transform(answer, ...rest);
      results.set(answer, result);
      result.catch(() => results.delete(answer));
    }
    return result;
  };
}
