import { FloChat } from '@flo/widget';

/**
 * Where the Flo API runs. Set VITE_FLO_API_BASE when building for another server; the default
 * is the server `npm start` runs.
 */
const FLO_API_BASE = import.meta.env.VITE_FLO_API_BASE ?? 'http://127.0.0.1:3000';

/** A flooring shop's React site with Flo embedded beside its own content. */
export function App() {
  return (
    <>
      <header>
        <h1>Oak &amp; Loom Flooring</h1>
      </header>
      <main>
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">Floors fitted across West Yorkshire</h2>
          <p>
            We supply and fit engineered oak, herringbone parquet and wool carpets, from a single
            room to a whole house. Every job starts with a free home survey.
          </p>
          <p>
            Tell Flo about your project and we will pass it on to the right fitter, along with up to
            two other local specialists if you would like a comparison.
          </p>
        </section>
        <section className="chat-slot" aria-label="Ask Flo">
          <FloChat variant="embedded" apiOrigin={FLO_API_BASE} source="general_page_chatbot" />
        </section>
      </main>
    </>
  );
}
