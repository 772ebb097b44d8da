/* global document, fetch, location, URLSearchParams */
// Starts the one read a page's first view needs while the HTML is still being parsed, a script
// file's round trip sooner than the page's own script could. It runs right after the element that
// names the read (data-early-read: the address, the header that carries the token and the query
// parameter the token comes in), and leaves the answer on that element (its `earlyRead` property:
// the token sent and the response on its way), where the page's script takes it. Nothing is
// checked here: the page's script checks the token and the answer, and asks again if it must.
(function () {
  var named = document.querySelectorAll('[data-early-read]');
  var slot = named[named.length - 1];
  if (!slot) return;
  try {
    var where = JSON.parse(slot.getAttribute('data-early-read'));
    var token = (new URLSearchParams(location.search).get(where.param) || '').trim();
    if (!token) return;
    var headers = { accept: 'application/json' };
    headers[where.header] = token;
    var response = fetch(where.url, { credentials: 'include', headers: headers });
    // A dropped connection is the page script's to explain, never an unhandled rejection.
    response.catch(function () {});
    slot.earlyRead = { token: token, response: response };
  } catch {
    // Nothing started: the page's script asks for it itself.
  }
})();
