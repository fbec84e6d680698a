import type { Lang } from '../../../shared/types/common.js';
import { en } from './en.js';
import { es } from './es.js';

export type MessageId = keyof typeof es;
export const messages: Record<Lang, Record<MessageId, string>> = { es, en };
