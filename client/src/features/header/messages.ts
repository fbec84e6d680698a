/** Messages of the header feature; keys start with 'header.' and are identical in both languages. */
export const es: Record<string, string> = {};

export const en: Record<keyof typeof es, string> = {};
