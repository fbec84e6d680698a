/** Messages of the glossary feature; keys start with 'glossary.' and are identical in both languages. */
export const es: Record<string, string> = {};

export const en: Record<keyof typeof es, string> = {};
