/* global document, location, URLSearchParams */
// Runs inside the pre-rendered shell of a company-link page (sign-in, recovery, registration),
// before its first paint: picks the partner brand of the address (rgs, else the business name,
// else the default) and paints the shell with it, so the page looks final before its code runs.
// The brand list is the JSON just before this script; the shell's root carries the address prefix
// (data-shell-prefix). It also keeps only the parts of the shell meant for this kind of address
// (data-shell-when).
(function () {
  var data = document.currentScript && document.currentScript.previousElementSibling;
  var root = data && data.previousElementSibling;
  if (!data || !root) return;
  var brands = JSON.parse(data.textContent || '[]');
  var prefix = root.getAttribute('data-shell-prefix') || '';
  var path = location.pathname.indexOf(prefix) === 0 ? location.pathname.slice(prefix.length) : '';
  var segments = path.split('/').filter(function (segment) {
    return segment !== '';
  });
  var rgs = (new URLSearchParams(location.search).get('rgs') || '').trim();
  var slug = '';
  try {
    slug = decodeURIComponent(segments[0] || '')
      .trim()
      .toLowerCase();
  } catch {
    slug = '';
  }
  function find(test) {
    for (var i = 0; i < brands.length; i += 1) if (test(brands[i])) return brands[i];
    return null;
  }
  var brand =
    (rgs &&
      find(function (item) {
        return item.rgs.indexOf(rgs) !== -1;
      })) ||
    (slug &&
      find(function (item) {
        return item.slug === slug;
      })) ||
    find(function (item) {
      return item.default;
    }) ||
    brands[0];
  if (!brand) return;
  var style = document.documentElement.style;
  style.setProperty('--brand', brand.colors.primary);
  style.setProperty('--brand-strong', brand.colors.primaryStrong);
  style.setProperty('--brand-contrast', brand.colors.contrast);
  style.setProperty('--accent', brand.colors.accent);
  document.documentElement.setAttribute('data-brand', brand.slug);
  // The brand's icon replaces the default one before the browser asks for either.
  var icon = document.querySelector('link[rel="icon"]');
  if (icon && brand.icon) icon.setAttribute('href', brand.icon);
  var logo = root.querySelector('[data-shell-logo]');
  if (logo) {
    logo.setAttribute('alt', brand.name);
    logo.setAttribute('src', brand.logo);
  }
  // Any address below the prefix is a company link (or a malformed one): the company's portal.
  var tenant = segments.length > 0 || rgs !== '';
  var token = segments.length > 1 || Boolean(new URLSearchParams(location.search).get('token'));
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
