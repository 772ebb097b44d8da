/* global document, location */
// Runs right after the company area's pre-rendered frame (the element before this script), before
// it paints: one shell page serves every address of the area, so the frame is fitted to this one.
// The section whose link the address starts with is marked current (the postings' for the area's
// own address), and the postings view the frame carries stays only on the postings' addresses.
(function () {
  var frame = document.currentScript && document.currentScript.previousElementSibling;
  if (!frame) return;
  var home = frame.getAttribute('data-frame-home') || '';
  var path = location.pathname.replace(/\/+$/, '');
  var links = frame.querySelectorAll('nav a[href]');
  for (var i = 0; i < links.length; i += 1) {
    var href = links[i].getAttribute('href') || '';
    var current = path === home ? i === 0 : path === href || path.indexOf(href + '/') === 0;
    if (current) links[i].setAttribute('aria-current', 'page');
  }
  var postings = links[0] ? links[0].getAttribute('href') : '';
  var view = frame.querySelector('[data-frame-view]');
  if (view && path !== home && path !== postings) view.remove();
})();
