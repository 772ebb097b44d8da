/* global document, Event, HTMLFormElement, setTimeout */
// A form inside an island whose code is not live yet would send itself the browser's way: a GET
// that reloads the page empty with everything typed in the address bar. This inline script holds
// such a submit (shown as 'Cargando…'), keeps what was typed, and sends it once the island is live.
(function () {
  function live(form) {
    return Object.keys(form).some(function (key) {
      return key.indexOf('__reactProps') === 0;
    });
  }
  // Hands a value typed before hydration to the island's state, as if typed again: the island's
  // change tracking only sees a value that differs from the one it last set.
  function restore(field, value) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (!value) return;
      field.checked = false;
      field.click();
      return;
    }
    if (value === '' || field.type === 'file' || field.type === 'submit' || field.type === 'button') return;
    var native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    if (!native || !native.set) return;
    field.value = '';
    native.set.call(field, value);
    field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  }
  function send(form, submitter, values, tries) {
    if (!live(form)) {
      if (tries < 300) setTimeout(send, 20, form, submitter, values, tries + 1);
      return;
    }
    Array.prototype.forEach.call(form.elements, function (field, index) {
      if (values[index] !== undefined) restore(field, values[index]);
    });
    form.removeAttribute('data-held');
    form.removeAttribute('aria-busy');
    form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
  }
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      var island = form instanceof HTMLFormElement && form.closest('astro-island[ssr]');
      if (!island) return;
      event.preventDefault();
      event.stopPropagation();
      if (form.hasAttribute('data-held')) return;
      form.setAttribute('data-held', '');
      form.setAttribute('aria-busy', 'true');
      var values = Array.prototype.map.call(form.elements, function (field) {
        return field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value;
      });
      var submitter = event.submitter;
      island.addEventListener(
        'astro:hydrate',
        function () {
          send(form, submitter, values, 0);
        },
        { once: true },
      );
    },
    true,
  );
})();
