/* global document, location */
// Runs right after the worker area's pre-rendered frame (the element before this script), before
// it paints: one shell page serves every address of the area, so the frame is fitted to this one.
// The navbar shows the section's title (on the home, the welcome of the brand the page was painted
// with: the address's or the remembered one; none known, it stays empty until the island knows),
// and the profile selector and the panel toggle only where the section has them.
(function () {
  var frame = document.currentScript && document.currentScript.previousElementSibling;
  if (!frame) return;
  var routes = JSON.parse(frame.getAttribute('data-frame-routes') || '[]');
  var welcomes = JSON.parse(frame.getAttribute('data-frame-welcomes') || '{}');
  var path = location.pathname.replace(/\/+$/, '');
  // The area's own address opens the home.
  if (path + '/home' === frame.getAttribute('data-frame-home')) path += '/home';
  var route = null;
  for (var i = 0; i < routes.length; i += 1) if (routes[i].path === path) route = routes[i];
  var title = frame.querySelector('.dash-title');
  if (title && route) {
    var brand = document.documentElement.getAttribute('data-brand') || '';
    title.textContent = route.title === null ? welcomes[brand] || '' : route.title;
  }
  var selector = frame.querySelector('.dash-profile-select');
  if (selector && !(route && route.selector)) selector.remove();
  var toggle = frame.querySelector('.dash-panel-toggle');
  if (toggle && !(route && route.panel)) toggle.remove();
})();
