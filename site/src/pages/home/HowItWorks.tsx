const STEPS = [
  {
    title: 'Tell us about your floor',
    text: 'Chat with Flo or search by town and service. It takes a minute and costs nothing.',
  },
  {
    title: 'Compare local specialists',
    text: 'Read genuine reviews and ratings from customers near you, then pick who you like.',
  },
  {
    title: 'Get free quotes',
    text: "Specialists typically respond within 2 hours, and we'll follow up within 24 hours.",
  },
];

/** Three steps from idea to quote. */
export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="home-how-title">
      <div className="container">
        <h2 id="home-how-title" className="section__title">
          How it works
        </h2>
        <ol className="how-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how-step card">
              <span className="how-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="how-step__title">{step.title}</h3>
              <p className="how-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
