import { VALUE_TYPES } from './codes.js';
import {
  DOCUMENT_TYPES,
  documentTypeForKeyword,
  documentTypeForText,
  SECURITY_TYPES,
  securityTypeForKeyword,
} from './keywords.js';
import { fold } from './text.js';

describe('document-type keywords (specification §9)', () => {
  const english = [
    'corporate', 'meetings', 'financials', 'annual', 'notification', 'reports', 'quarterly',
    'listing', 'surveillance', 'offerings', 'auditor', 'events', 'buybacks', 'monthly',
  ]; // prettier-ignore

  it('has the 14 English keywords', () => {
    expect(DOCUMENT_TYPES.map((t) => t.keyword.en).filter(Boolean)).toEqual(english);
  });

  it('has 16 Spanish keywords: the 14 plus rights and group info', () => {
    const spanish = DOCUMENT_TYPES.map((t) => t.keyword.es);
    expect(spanish).toHaveLength(16);
    expect(spanish).toEqual(expect.arrayContaining(['derechos', 'grupo']));
    expect(new Set(spanish).size).toBe(16);
  });

  it('finds a type by keyword per language, ignoring case and accents', () => {
    expect(documentTypeForKeyword('Financieros', 'es', fold)?.id).toBe('financieros');
    expect(documentTypeForKeyword('financials', 'en', fold)?.id).toBe('financieros');
    expect(documentTypeForKeyword('derechos', 'en', fold)).toBeUndefined();
    expect(documentTypeForKeyword('nothing', 'es', fold)).toBeUndefined();
  });

  it('has tags and descriptions in both languages', () => {
    for (const t of DOCUMENT_TYPES) {
      expect(t.tag_es && t.tag_en && t.description.es && t.description.en).toBeTruthy();
    }
  });
});

describe('security-type keywords (specification §9)', () => {
  it('covers stock, debt, funds, TRACs/ETFs, CKDs/CERPIs/CCD, FIBRAs and warrants', () => {
    expect(SECURITY_TYPES.map((t) => t.id)).toEqual([
      'stock', 'debt', 'funds', 'etfs', 'ckds', 'fibras', 'warrants',
    ]); // prettier-ignore
  });

  it('selects value types that exist in the code table', () => {
    for (const t of SECURITY_TYPES) {
      for (const code of t.valueTypes) expect(VALUE_TYPES).toHaveProperty(code);
    }
  });

  it('finds a type by keyword in either language', () => {
    expect(securityTypeForKeyword('FIBRAs', 'es', fold)?.id).toBe('fibras');
    expect(securityTypeForKeyword('stock', 'en', fold)?.valueTypes).toEqual(['1', '1A']);
    expect(securityTypeForKeyword('acciones', 'es', fold)?.id).toBe('stock');
    expect(securityTypeForKeyword('títulos opcionales', 'es', fold)?.id).toBe('warrants');
    expect(securityTypeForKeyword('acciones', 'en', fold)).toBeUndefined();
  });
});

describe('document-type phrases (several words, with or without de/of)', () => {
  const typed = (text: string, lang: 'es' | 'en') => {
    const found = documentTypeForText(text, lang, fold);
    return found && [found.type.id, found.rest];
  };

  it('reads the keyword, the tag or a phrase, and what follows as the issuer key', () => {
    expect(typed('financieros AMX', 'es')).toEqual(['financieros', 'amx']);
    expect(typed('eventos relevantes de AMX', 'es')).toEqual(['eventos', 'amx']);
    expect(typed('Reportes anuales de WALMEX', 'es')).toEqual(['anual', 'walmex']);
    expect(typed('estados financieros del GF', 'es')).toEqual(['financieros', 'gf']);
    expect(typed('recompra de acciones BIMBO', 'es')).toEqual(['recompras', 'bimbo']);
    expect(typed('annual report of AMX', 'en')).toEqual(['anual', 'amx']);
    expect(typed('Shareholder meetings FEMSA', 'en')).toEqual(['asambleas', 'femsa']);
    expect(typed('eventos', 'es')).toEqual(['eventos', '']);
  });

  it('knows only the phrases of the language and nothing that does not start with one', () => {
    expect(typed('annual report AMX', 'es')).toBeUndefined();
    expect(typed('derechos AMX', 'en')).toBeUndefined();
    expect(typed('grupo bimbo', 'es')).toEqual(['grupo', 'bimbo']);
    expect(typed('amx eventos', 'es')).toBeUndefined();
  });
});
