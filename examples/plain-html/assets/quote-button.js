// Opens Flo as a modal from the article's "Get free quotes" button. The Flo script loads
// async, so a click that comes before it has run waits for the page's load event.
const opener = document.getElementById('open-quote-chat');
let quoteChat = null;

function withFlo(callback) {
  if (window.Flo) {
    callback(window.Flo);
    return;
  }
  window.addEventListener('load', () => window.Flo && callback(window.Flo), { once: true });
}

opener.addEventListener('click', () => {
  withFlo((Flo) => {
    quoteChat ??= Flo.mount(null, { variant: 'modal' });
    quoteChat.open();
  });
});
