import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { definePage } from '../../app/page.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { overviewQuery } from '../queries.ts';

/** Copies the snippet and says so; a browser that refuses the clipboard is told to copy by hand. */
function CopyButton({ text }: { text: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    setResult(null);
    navigator.clipboard.writeText(text).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };
  return (
    <>
      <button type="button" className="button button--primary" onClick={copy}>
        Copy the code
      </button>
      <p role="status" className="business-copy-status">
        {result === 'copied'
          ? 'Copied. Paste it into your website where the chat should appear.'
          : result === 'failed'
            ? 'Your browser did not let us copy. Select the code above and copy it yourself.'
            : ''}
      </p>
    </>
  );
}

function WidgetSnippet() {
  const { data, isPending, isError, refetch } = useQuery(overviewQuery);
  if (isPending) return <p role="status">Loading your code…</p>;
  if (isError) return <LoadFailure what="your website code" retry={() => refetch()} />;
  return (
    <>
      <p>
        Put Flo on your own website: visitors chat with it about your business, and their enquiries
        arrive in your lead inbox like those from your Flo profile.
      </p>
      <ol className="business-steps">
        <li>Copy the code below.</li>
        <li>
          Paste it into your page’s HTML where the chat should appear. The first line is the space
          Flo fills; the second loads Flo.
        </li>
        <li>
          Publish the page. Flo needs no cookies and no other set-up. If your website sends a
          Content Security Policy, add the address the script loads from to its script-src and
          connect-src.
        </li>
      </ol>
      <label className="field__label" htmlFor="widget-snippet">
        Your website code
      </label>
      <textarea
        id="widget-snippet"
        className="field__input field__input--multiline business-snippet"
        readOnly
        rows={4}
        value={data.widgetSnippet}
      />
      <CopyButton text={data.widgetSnippet} />
    </>
  );
}

/** /dashboard/widget: the embed snippet of Flo set to this business's listing, with a copy button. */
function WidgetPage() {
  return <BusinessPage title="Add Flo to your website">{() => <WidgetSnippet />}</BusinessPage>;
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Add Flo to your website',
      '/dashboard/widget',
      'The code that puts the Flo chat, set to your business, on your own website.',
    ),
  Component: WidgetPage,
});
