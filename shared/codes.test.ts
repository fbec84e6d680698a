import {
  countryLabel,
  documentFormatOf,
  exchangeLabel,
  EXCHANGES,
  MARKETS,
  marketLabel,
  STATUSES,
  statusLabel,
  VALUE_TYPES,
  valueTypeLabel,
} from './codes.js';

describe('code tables', () => {
  it('label markets SI, MC and MD in both languages', () => {
    expect(Object.keys(MARKETS).sort()).toEqual(['MC', 'MD', 'SI']);
    expect(marketLabel('MC', 'es')).toBe('Mercado de capitales');
    expect(marketLabel('MD', 'en')).toBe('Debt market');
    expect(marketLabel('SI', 'en')).toBe('Global Market (SIC)');
  });

  it('label statuses 1 active, 2 cancelled, 3 halted', () => {
    expect(Object.keys(STATUSES)).toEqual(['1', '2', '3']);
    expect(statusLabel(1, 'en')).toBe('Active');
    expect(statusLabel(2, 'es')).toBe('Cancelada');
    expect(statusLabel('3', 'en')).toBe('Halted');
  });

  it('label the listed exchanges 101 and 127', () => {
    expect(Object.keys(EXCHANGES)).toEqual(['101', '127']);
    expect(exchangeLabel(101, 'es')).toBe('Bolsa Mexicana de Valores');
    expect(exchangeLabel(127, 'en')).toBe('Institutional Stock Exchange');
  });

  it('label every value type in both languages', () => {
    for (const [code, label] of Object.entries(VALUE_TYPES)) {
      expect(valueTypeLabel(code, 'es')).toBe(label.es);
      expect(valueTypeLabel(code, 'en')).toBe(label.en);
    }
  });

  it('label unknown codes as unknown, keeping the raw code', () => {
    expect(marketLabel('XX', 'es')).toBe('Desconocido (XX)');
    expect(statusLabel(9, 'en')).toBe('Unknown (9)');
    expect(valueTypeLabel(null, 'en')).toBe('Unknown');
    expect(exchangeLabel('', 'es')).toBe('Desconocido');
    expect(valueTypeLabel('constructor', 'en')).toBe('Unknown (constructor)');
  });

  it('names countries from ISO codes per language and keeps other values', () => {
    expect(countryLabel('MX', 'es')).toBe('México');
    expect(countryLabel('us', 'en')).toBe('United States');
    expect(countryLabel('MEXICO', 'en')).toBe('MEXICO');
    expect(countryLabel('', 'en')).toBe('Unknown');
  });
});

describe('documentFormatOf', () => {
  it('maps upstream formats to the icon formats', () => {
    expect(documentFormatOf('PDF')).toBe('pdf');
    expect(documentFormatOf('.xlsx')).toBe('xls');
    expect(documentFormatOf('htm')).toBe('html');
    expect(documentFormatOf('application/json')).toBe('json');
    expect(documentFormatOf('txt')).toBe('txt');
    expect(documentFormatOf('zip')).toBe('zip');
    expect(documentFormatOf('XBRL')).toBe('xbrl');
  });

  it('gives other for unknown or missing formats', () => {
    expect(documentFormatOf('exe')).toBe('other');
    expect(documentFormatOf(null)).toBe('other');
  });
});
