/* global document, localStorage, location, URLSearchParams */
// Runs before the first paint of a page whose island themes itself with a partner brand, and paints
// the page with that brand first (colours, tab icon, browser bar), so it looks final before its
// code runs. The brand list is the JSON just before this script. Two kinds of page use it:
// - the pre-rendered shell of a company-link page (sign-in, recovery, registration): the element
//   before the JSON is the shell's root, carrying the address prefix (data-shell-prefix). The
//   brand is the address's (rgs, else the business name, else the default); the script also fills
//   the shell's logo and texts and keeps only the parts meant for this kind of address
//   (data-shell-when).
// - a dashboard: the JSON names the storage item that remembers the brand the dashboard last
//   applied (data-remembered-brand). The brand is the address's rgs (only where the dashboard
//   honours it: data-by-rgs), else the remembered one, else none: the page keeps its default look
//   until the island picks.
(function () {
  var data = document.currentScript && document.currentScript.previousElementSibling;
  if (!data) return;
  var brands = JSON.parse(data.textContent || '[]');
  var query = new URLSearchParams(location.search);
  var rgs = (query.get('rgs') || '').trim();
  function find(test) {
    for (var i = 0; i < brands.length; i += 1) if (test(brands[i])) return brands[i];
    return null;
  }
  function byRgs() {
    return rgs
      ? find(function (item) {
          return item.rgs.indexOf(rgs) !== -1;
        })
      : null;
  }
  function bySlug(slug) {
    return slug
      ? find(function (item) {
          return item.slug === slug;
        })
      : null;
  }
  function paint(brand) {
    var style = document.documentElement.style;
    style.setProperty('--brand', brand.colors.primary);
    style.setProperty('--brand-strong', brand.colors.primaryStrong);
    style.setProperty('--brand-contrast', brand.colors.contrast);
    style.setProperty('--accent', brand.colors.accent);
    document.documentElement.setAttribute('data-brand', brand.slug);
    // The brand's icon replaces the default one before the browser asks for either. An unchanged
    // link is left alone: each write makes the browser fetch the icon again.
    var icon = document.querySelector('link[rel="icon"]');
    if (icon && brand.icon && icon.getAttribute('href') !== brand.icon) {
      icon.setAttribute('href', brand.icon);
      if (icon.getAttribute('type') !== 'image/svg+xml') icon.setAttribute('type', 'image/svg+xml');
    }
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.setAttribute('content', brand.colors.primary);
  }

  var storedItem = data.getAttribute('data-remembered-brand');
  if (storedItem) {
    var remembered = '';
    try {
      remembered = localStorage.getItem(storedItem) || '';
    } catch {
      remembered = '';
    }
    var chosen = (data.hasAttribute('data-by-rgs') && byRgs()) || bySlug(remembered);
    if (chosen) paint(chosen);
    return;
  }

  var root = data.previousElementSibling;
  if (!root) return;
  var prefix = root.getAttribute('data-shell-prefix') || '';
  var path = location.pathname.indexOf(prefix) === 0 ? location.pathname.slice(prefix.length) : '';
  var segments = path.split('/').filter(function (segment) {
    return segment !== '';
  });
  var slug = '';
  try {
    slug = decodeURIComponent(segments[0] || '')
      .trim()
      .toLowerCase();
  } catch {
    slug = '';
  }
  var brand =
    byRgs() ||
    bySlug(slug) ||
    find(function (item) {
      return item.default;
    }) ||
    brands[0];
  if (!brand) return;
  paint(brand);
  var logo = root.querySelector('[data-shell-logo]');
  if (logo) {
    logo.setAttribute('alt', brand.name);
    logo.setAttribute('src', brand.logo);
  }
  // Any address below the prefix is a company link (or a malformed one): the company's portal.
  var tenant = segments.length > 0 || rgs !== '';
  var token = segments.length > 1 || Boolean(query.get('token'));
  var named = root.querySelectorAll('[data-tenant-text]');
  for (var i = 0; i < named.length; i += 1) {
    if (tenant) named[i].textContent = named[i].getAttribute('data-tenant-text').replace('{brand}', brand.name);
  }
  // Parts that only show for one kind of address: 'tenant' or 'company', 'token' or 'no-token'.
  var kinds = { tenant: tenant, company: !tenant, token: token, 'no-token': !token };
  var parts = root.querySelectorAll('[data-shell-when]');
  for (var j = 0; j < parts.length; j += 1) {
    if (!kinds[parts[j].getAttribute('data-shell-when')]) parts[j].remove();
  }
})();
