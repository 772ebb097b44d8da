/* global document, localStorage */
// Runs on every public page, at the end of the navbar: when this device remembers the company a
// worker last signed in to (the brand a dashboard applied, kept after a sign-out), the login menus
// offer 'Ingresar a {empresa}' with that company's sign-in link, and 'Olvidar este dispositivo',
// which forgets it. The companies are the JSON just before this script, which also names the
// storage item. Nothing is shown when the item is absent or names no company.
(function () {
  var data = document.currentScript && document.currentScript.previousElementSibling;
  if (!data) return;
  var root = document.documentElement;
  var item = data.getAttribute('data-remembered-brand') || '';
  try {
    var companies = JSON.parse(data.textContent || '[]');
    var slug = localStorage.getItem(item);
    var company = null;
    for (var i = 0; i < companies.length; i += 1) if (companies[i].slug === slug) company = companies[i];
    if (!company) return;
    var links = document.querySelectorAll('[data-remembered-login]');
    for (var j = 0; j < links.length; j += 1) {
      links[j].setAttribute('href', company.href);
      links[j].textContent = 'Ingresar a ' + company.name;
    }
    root.setAttribute('data-remembered-company', '');
    var forget = document.querySelectorAll('[data-forget-device]');
    for (var k = 0; k < forget.length; k += 1) {
      forget[k].addEventListener('click', function (event) {
        localStorage.removeItem(item);
        root.removeAttribute('data-remembered-company');
        var menu = event.currentTarget.closest('[popover]');
        if (menu && menu.matches(':popover-open')) menu.hidePopover();
        var back = document.querySelector('[data-login-fallback]');
        if (back) back.focus();
      });
    }
  } catch {
    // Storage may be unavailable (a private window): the menus stay as they are.
  }
})();
