/** Issuer route (decision 117): the issuer's series and newest filings into the issuer view. */
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import { issuerQueries, type IssuerLoaderData } from '../features/issuer/load.js';
import { IssuerView } from '../features/issuer/IssuerView.js';
import { Spinner } from '../ui/Spinner.js';
import { useSearchDocumentsQuery, useSearchInstrumentsQuery } from '../search/api.js';

export function IssuerRoute({ lang }: { lang: Lang }) {
  const intl = useIntl();
  const site = useSiteConfig();
  const { key, name } = useLoaderData<IssuerLoaderData>();
  const args = issuerQueries(lang, key);
  // The loader has put both answers in the store: these read them.
  const instruments = useSearchInstrumentsQuery(args.instruments);
  const filings = useSearchDocumentsQuery(args.filings);
  if (instruments.isLoading || filings.isLoading) {
    return <Spinner size="large" label={intl.formatMessage({ id: 'issuer.loading' })} />;
  }
  return (
    <IssuerView
      lang={lang}
      site={site}
      issuerKey={key}
      name={name}
      instruments={instruments.data?.rows ?? null}
      filings={filings.data?.rows ?? null}
    />
  );
}
