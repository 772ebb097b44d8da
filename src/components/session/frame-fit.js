/* global document, location */
// Runs right after a dashboard's pre-rendered frame (the element before this script), before it
// paints, and fits it to this address by the table the frame carries (data-frame-fit, written by
// frame-fit.ts, which describes it): the route matched, parts kept or removed, links marked
// current, texts set.
(function () {
  var frame = document.currentScript && document.currentScript.previousElementSibling;
  if (!frame) return;
  var fit = JSON.parse(frame.getAttribute('data-frame-fit') || '{}');
  var path = location.pathname.replace(/\/+$/, '');
  var route = null;
  for (var name in fit.routes) {
    var pattern = fit.routes[name]
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:\w+/g, '/[^/]+');
    if (new RegExp('^' + pattern + '$', 'i').test(path)) {
      route = name;
      break;
    }
  }
  function each(rules, act) {
    for (var i = 0; rules && i < rules.length; i += 1) {
      var on = rules[i].routes ? rules[i].routes.indexOf(route) !== -1 : true;
      var parts = frame.querySelectorAll(rules[i].selector);
      for (var j = 0; j < parts.length; j += 1) act(parts[j], on, rules[i]);
    }
  }
  each(fit.keep, function (part, on) {
    if (!on) part.remove();
  });
  each(fit.current, function (part, on) {
    if (on) part.setAttribute('aria-current', 'page');
  });
  var brand = document.documentElement.getAttribute('data-brand') || '';
  each(fit.text, function (part, on, rule) {
    var text = route === null ? undefined : rule.byRoute[route];
    if (text === undefined) return;
    part.textContent = typeof text === 'string' ? text : text[brand] || '';
  });
})();
