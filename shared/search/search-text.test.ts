import { SEARCH_TERM_MAX_LENGTH } from '../constants.js';
import { splitSearchText } from './search-text.js';

describe('splitSearchText', () => {
  it.each([
    ['splits at the first space', 'financieros AMX B', 'financieros', 'AMX B', 'financieros AMX B'],
    ['gives an empty term2 for a single word', 'AMX', 'AMX', '', 'AMX'],
    ['trims and collapses white space', '  casa   de  bolsa ', 'casa', 'de bolsa', 'casa de bolsa'],
  ])('%s into term, term2 and termT: "%s"', (_behaviour, text, term, term2, termT) => {
    expect(splitSearchText(text)).toEqual({ term, term2, termT });
  });

  it('gives empty parts for empty text', () => {
    expect(splitSearchText('')).toEqual({ term: '', term2: '', termT: '' });
    expect(splitSearchText(null)).toEqual({ term: '', term2: '', termT: '' });
  });

  it('cuts the text to the search term limit', () => {
    const { termT } = splitSearchText('a'.repeat(SEARCH_TERM_MAX_LENGTH + 50));
    expect(termT).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });
});
