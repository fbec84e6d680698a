import {
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '#shared/constants.js';
import { readLegalPage, shownLegalAnswer } from './api.js';

const answer = (page: unknown) => ({ status: true, messages: [], response: { data: { page } } });

describe('legal page answers (decision 115)', () => {
  it('fills the cookie placeholders from the code and sanitizes the body', async () => {
    const shown = await shownLegalAnswer(
      answer({
        displayTitle: 'Cookies',
        shortDescription: 'The {{langCookie}} cookie',
        body: {
          html: '<h2>{{tokenCookie}}</h2><p onclick="x()">{{tokenCookieDays}} / {{langCookieDays}} days {{other}}</p><script>bad()</script>',
        },
      }) as never,
    );
    const page = shown.response.data?.page;
    expect(page?.shortDescription).toBe(`The ${LANG_COOKIE_NAME} cookie`);
    expect(page?.body.html).toBe(
      `<h2>${TOKEN_COOKIE_NAME}</h2><p>${String(TOKEN_COOKIE_MAX_AGE_S / 86400)} / ${String(
        LANG_COOKIE_MAX_AGE_S / 86400,
      )} days {{other}}</p>`,
    );
  });

  it.each([null, {}, { page: { displayTitle: 'x' } }, { page: { body: {} } }])(
    'reads data of another shape as none: %j',
    (data) => {
      expect(readLegalPage(data)).toBeNull();
    },
  );

  it('keeps a failed answer as it came', async () => {
    const failed = { status: false, messages: ['no legal page "x"'], response: { data: null } };
    await expect(shownLegalAnswer(failed)).resolves.toBe(failed);
  });
});
