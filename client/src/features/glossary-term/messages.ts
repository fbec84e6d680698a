/** Messages of the glossary-term feature; keys start with 'glossary-term.' and are identical in both languages. */
export const es: Record<string, string> = {};

export const en: Record<keyof typeof es, string> = {};
