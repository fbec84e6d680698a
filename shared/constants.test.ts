import * as c from './constants.js';

describe('business constants (specification §9)', () => {
  it('has the 27-letter alphabet with Ñ right after N', () => {
    expect(c.ALPHABET).toHaveLength(27);
    expect(c.ALPHABET.indexOf('Ñ')).toBe(c.ALPHABET.indexOf('N') + 1);
    expect(c.ALPHABET[0]).toBe('A');
    expect(c.ALPHABET[26]).toBe('Z');
  });

  it('has the timeouts, debounces and limits of the spec', () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(5000);
    expect([c.GLOSSARY_DEBOUNCE_MS, c.GLOSSARY_SECOND_DEBOUNCE_MS, c.PANEL_DEBOUNCE_MS]).toEqual([
      300, 500, 800,
    ]);
    expect([c.TOKEN_RETRY_DELAY_MS, c.LETTER_FILTER_DELAY_MS]).toEqual([100, 100]);
    expect([c.MAX_SIDE_CARDS, c.PANEL_DOCUMENTS_LIMIT, c.DEFINITION_TAB_COUNT]).toEqual([4, 3, 20]);
    expect([
      c.CUT_GLOSSARY_CARD,
      c.CUT_SIDE_CARD,
      c.CUT_PANEL_DEFINITION,
      c.CUT_PANEL_ISSUER_NAME,
    ]).toEqual([300, 200, 200, 80]);
    expect(c.TOKEN_COOKIE_MAX_AGE_S).toBe(604800);
    expect(c.LANG_COOKIE_MAX_AGE_S).toBe(365 * 86400);
    expect([c.GRID_PAGE_SIZE, c.GRID_HEIGHT_PX, c.GRID_HEIGHT_TALL_PX]).toEqual([20, 640, 660]);
    expect(c.LAYOUT.searchPanelWidthsPx).toEqual([430, 420, 320, 280]);
    expect(c.PROGRESS_HEIGHT_PX).toBe(2);
    expect(c.PRICE_DELAY_MINUTES).toBe(20);
  });

  it('numbers the five result tabs 0 to 4', () => {
    expect(c.SEARCH_TABS).toHaveLength(5);
    expect([
      c.TAB_DEFINITIONS,
      c.TAB_INSTRUMENTS,
      c.TAB_DOCUMENTS,
      c.TAB_INDICES,
      c.TAB_SECTIONS,
    ]).toEqual([0, 1, 2, 3, 4]);
  });
});
