import { FormattedMessage } from 'react-intl';

/** Placeholder shell until the routes of issue 6 land. */
export function App({ groupName, abbreviation }: { groupName: string; abbreviation: string }) {
  return (
    <>
      <main>
        <h1>{groupName}</h1>
        <h2>
          <FormattedMessage id="app.underConstruction.title" />
        </h2>
        <p>
          <FormattedMessage id="app.underConstruction.body" />
        </p>
      </main>
      <footer>
        <FormattedMessage
          id="footer.copyright"
          values={{ year: new Date().getFullYear(), abbreviation }}
        />
      </footer>
    </>
  );
}
