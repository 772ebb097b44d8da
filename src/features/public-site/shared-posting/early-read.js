/* global document, fetch, location, URL, URLSearchParams */
// Starts the read of the shared posting while the HTML is still being parsed, a script file's
// round trip sooner than the page's own script could: it runs right after the frame's slot
// (data-shared-posting: the API route's address up to the id), takes the id from the address bar
// and leaves the response on its way on the slot (its `earlyRead` property: the address asked and
// the response). Nothing is checked here: the page's script checks the id and the answer, and
// asks again when the early read failed or asked for something else.
(function () {
  var slot = document.querySelector('[data-shared-posting]');
  if (!slot) return;
  var match = /^\/ofertas\/(\d{1,9})\/?$/.exec(location.pathname);
  if (!match) return;
  try {
    var url = new URL(slot.getAttribute('data-shared-posting') + match[1]);
    var business = new URLSearchParams(location.search).get('business');
    if (business) url.searchParams.set('business', business);
    var response = fetch(url);
    // A dropped connection is the page script's to explain, never an unhandled rejection.
    response.catch(function () {});
    slot.earlyRead = { url: url.href, response: response };
  } catch {
    // Nothing started: the page's script asks for it itself.
  }
})();
